package org.spotsigs.html;

import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link FindRepeatedUnits}: three or more siblings of one tag with two or more blocks each, none
 * with most of their words, are units; the paragraphs of an article are not.
 */
public class TestFindRepeatedUnits extends LuceneTestCase {
  public void testCommentsAreUnitsParagraphsAreNot() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      StringBuilder html = new StringBuilder("<html><body><div id=a>");
      for (int i = 0; i < 3 + r.nextInt(3); i++) {
        html.append("<p>").append(RuleHarness.prose(r, RuleHarness.TEXT, 20, 40)).append("</p>");
      }
      html.append("</div><ol id=c>");
      int comments = 3 + r.nextInt(4);
      for (int i = 0; i < comments; i++) {
        html.append("<li><p>Ann said</p><p>")
            .append(RuleHarness.prose(r, RuleHarness.REPLIES, 10, 20))
            .append("</p></li>");
      }
      html.append("</ol></body></html>");
      Selection s = RuleHarness.before(html.toString(), ArticleVersion.V6, FindRepeatedUnits.RULE);
      FindRepeatedUnits.RULE.apply(s);
      assertEquals(comments, s.found.size());
      assertSame(s.found, s.units);
      for (var u : s.found) {
        assertEquals("li", u.normalName());
      }
      assertEquals(RepeatedUnits.find(RepeatedUnits.counts(s.blocks)), s.found);
    }
  }
}
