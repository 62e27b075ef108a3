package org.spotsigs.html;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Decides which blocks of a page are its main content, from shallow features only: words, link
 * words, stop words, the page's tree structure. No rule looks at a class name, an id or a phrase.
 *
 * <ol>
 *   <li><b>Block scores.</b> A block whose words are mostly link text, or which has few stop words
 *       (navigation, tag clouds, lists of names), scores minus its words. Any other block scores
 *       its words outside links minus {@code minWords}: long runs of natural language count for the
 *       article, short blocks (bylines, captions, buttons) against it.
 *   <li><b>One contiguous run.</b> The run of blocks in document order with the largest total score
 *       (maximum subsequence segmentation: Pasternack and Roth, "Extracting article text from the
 *       web with maximum subsequence segmentation", WWW 2009): short blocks inside the article are
 *       bridged by the long ones around them.
 *   <li><b>Repeated units</b> ({@link RepeatedUnits}: comment threads, teaser lists) add nothing to
 *       the run as long as a run with at least {@code minArticleWords} words of text exists without
 *       them; a page whose text is nothing but such units (a listing of posts) is read with them.
 *       From version 2 on, units whose parent opens with prose of its own (more than three times
 *       {@code minWords} words of it before its first unit: an introduction, or the post that
 *       replies set among its paragraphs answer) are the sections of that text, not units. From
 *       version 3 on, so are the units of a parent that holds most of the best run found without
 *       units, and at least {@code minArticleWords} words of it, as its own paragraphs between its
 *       units (an article cut into several tables or boxes, some of one paragraph, the others of
 *       several). From version 4 on, units are not left out when one unit before the best run
 *       without them holds more than twice that run's words of text: that unit is the article, set
 *       among units of the same markup (a blog's post followed by its comments), and the run after
 *       it is a short comment or the page's footer.
 *   <li><b>The article's container.</b> Every block inside the smallest element that holds the
 *       run's positive blocks is added, unless it is mostly link text or (when units were left out)
 *       inside a unit: the headline, byline, captions and short paragraphs around the run. From
 *       version 2 on, a run of one paragraph takes the element it is a paragraph of as its
 *       container.
 *   <li><b>The article's paragraph level.</b> The main parent is the element that holds most of the
 *       kept text as its paragraphs (children, or the blocks of its own text). Kept blocks nested
 *       more than {@code maxNesting} elements below it (a comment section inside the article's
 *       container) are dropped, and so are kept blocks after its last block that lie outside it
 *       (what follows an article: related stories, comments, author boxes). From version 2 on,
 *       lists (not their items), quotations and inline markup are passed through: their blocks are
 *       paragraphs of the element that holds them; and a list nested in a list item is no level of
 *       nesting. From version 5 on, when the main parent lies in no repeated unit and it, or one of
 *       its ancestors, is one of several texts of the same markup (an earlier sibling of the same
 *       tag holds {@code minArticleWords} words of kept text as the paragraphs of one element,
 *       reached through the same tags as the main parent: a blog's front page whose largest post
 *       holds most of its words, so that its posts make no group of units), the kept text of the
 *       later siblings of that tag is not dropped: they are the next posts, not what follows an
 *       article.
 *   <li><b>Listings and sectioned texts</b> (version 2 on). When the main parent lies inside a
 *       section (step 3), the whole text the sections belong to is kept, unless mostly link text.
 *       When it lies inside a repeated unit that was not left out, and at least three units of its
 *       group are prose units (at least half of their words in blocks that count for the article,
 *       and at least half as many of those words as the unit that holds the main parent), the page
 *       is a listing of several texts: every block of its prose units that is not mostly link text
 *       is kept, and so is the rest of the group parent's text.
 *   <li><b>The headline.</b> A heading (h1 to h3) standing at most a few blocks before the first
 *       kept block, with nothing but text between them (a byline, a date), is kept with them.
 * </ol>
 *
 * If no block scores above zero, every block that is not mostly link text is kept (a short page
 * keeps its words).
 */
final class MainContent {
  /** Elements whose text is one paragraph of their parent. */
  private static final Set<String> PARAGRAPH =
      Set.of(
          "p",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "li",
          "dt",
          "dd",
          "blockquote",
          "pre",
          "figcaption",
          "address");

  /**
   * Elements that hold one paragraph of their parent however many blocks they have (version 2):
   * lists and their items, and quotations.
   */
  private static final Set<String> ONE_PARAGRAPH =
      Set.of("ul", "ol", "dl", "menu", "dir", "blockquote");

  /** Lists and their items (version 2: a list nested in a list item is no level of nesting). */
  private static final Set<String> LIST = Set.of("ul", "ol", "dl", "li", "dt", "dd", "menu", "dir");

  private static final Set<String> LIST_ITEM = Set.of("li", "dt", "dd");

  /** The parts of a table (version 3: one that holds all its parent's text is no level). */
  private static final Set<String> TABLE =
      Set.of("table", "thead", "tbody", "tfoot", "tr", "td", "th");

  private MainContent() {}

  /** Settings of the decision; see the class description. */
  record Settings(
      int version,
      int minWords,
      double maxLinkDensity,
      double minStopWordRatio,
      int minArticleWords,
      int maxNesting) {
    /** Whether the rules of version 2 apply. */
    boolean v2() {
      return version >= 2;
    }

    /** Whether the rules of version 3 apply. */
    boolean v3() {
      return version >= 3;
    }

    /** Whether the rules of version 4 apply. */
    boolean v4() {
      return version >= 4;
    }

    /** Whether the rules of version 5 apply. */
    boolean v5() {
      return version >= 5;
    }
  }

  /** Whether each block of {@code blocks} is main content. */
  static boolean[] select(PageBlocks blocks, Settings s) {
    int n = blocks.size();
    boolean[] keep = new boolean[n];
    double[] score = new double[n];
    int[] depth = new int[n];
    boolean any = false;
    for (int i = 0; i < n; i++) {
      score[i] = score(blocks, i, s);
      any |= score[i] > 0;
      depth[i] = depth(blocks.owner(i));
    }
    if (!any) {
      for (int i = 0; i < n; i++) {
        keep[i] = blocks.words(i) > 0 && !linkDense(blocks, i, s);
      }
      return keep;
    }
    Map<Element, int[]> counts = RepeatedUnits.counts(blocks);
    Set<Element> found = RepeatedUnits.find(counts);
    Set<Element> units = found;
    if (s.v2()) {
      units = dropSections(blocks, score, counts, found, s);
    }
    Element[] unitOf = RepeatedUnits.holders(blocks, units);
    int[] run = bestRun(blocks, score, unitOf, false);
    if (s.v3() && run != null) {
      Element text = sectionedText(blocks, score, counts, unitOf, run, s);
      if (text != null) {
        Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Element u : units) {
          if (u.parent() != text) {
            left.add(u);
          }
        }
        units = left;
        unitOf = RepeatedUnits.holders(blocks, units);
        run = bestRun(blocks, score, unitOf, false);
      }
    }
    boolean unitsLeftOut = false;
    if (run != null) {
      int runWords = textWords(blocks, score, unitOf, run);
      unitsLeftOut =
          runWords >= s.minArticleWords()
              && !(s.v4()
                  && largestUnitBefore(blocks, score, unitOf, run[0])
                      > POST_AMONG_UNITS * runWords);
    }
    if (!unitsLeftOut) {
      run = bestRun(blocks, score, unitOf, true);
    }
    Element container = null;
    for (int i = run[0]; i <= run[1]; i++) {
      keep[i] = true;
      if (score[i] > 0 && (!unitsLeftOut || unitOf[i] == null)) {
        container =
            container == null ? blocks.owner(i) : commonAncestor(container, blocks.owner(i));
      }
    }
    if (container != null && s.v2()) {
      int[] c = counts.get(container);
      if (c == null || c[0] <= 1) {
        container = paragraphParent(container, counts, s); // a run of one paragraph
      }
    }
    if (container != null) {
      for (int i = 0; i < n; i++) {
        if (!keep[i]
            && blocks.words(i) > 0
            && !linkDense(blocks, i, s)
            && !(unitsLeftOut && unitOf[i] != null)
            && isInside(blocks.owner(i), container)) {
          keep[i] = true;
        }
      }
    }
    boolean[] beforeTrim = keep.clone();
    Element main = trimToMainParent(blocks, keep, score, depth, counts, found, s);
    if (noneKept(keep)) {
      keep = beforeTrim; // the trim never empties a page
    }
    if (s.v2() && main != null) {
      Element unit = enclosingUnit(main, found);
      if (unit != null && unit.parent() != null) {
        if (!units.contains(unit)) {
          keepText(blocks, keep, unit.parent(), s); // a section of a text: the whole text
        } else if (!unitsLeftOut) {
          keepListing(blocks, keep, score, found, unit, s);
        }
      }
    }
    keepHeadline(blocks, keep, s);
    return keep;
  }

  /**
   * Step 3 of the class description, version 3: the parent of units that holds at least half of the
   * text of {@code run} (the best run without units), and at least {@code minArticleWords} words of
   * it, as its own paragraphs between its first and its last unit, or null. Its units are the
   * sections of that text: an article cut into tables or boxes of several paragraphs, with
   * paragraphs of one block between them.
   */
  private static Element sectionedText(
      PageBlocks b,
      double[] score,
      Map<Element, int[]> counts,
      Element[] unitOf,
      int[] run,
      Settings s) {
    Map<Element, int[]> span = new IdentityHashMap<>(); // per units' parent: first, last unit block
    for (int i = 0; i < unitOf.length; i++) {
      if (unitOf[i] != null) {
        int[] f = span.computeIfAbsent(unitOf[i].parent(), k -> new int[] {-1, -1});
        if (f[0] < 0) {
          f[0] = i;
        }
        f[1] = i;
      }
    }
    Map<Element, int[]> words = new IdentityHashMap<>();
    Element main = null;
    int most = 0;
    int total = 0;
    for (int i = run[0]; i <= run[1]; i++) {
      if (score[i] > 0 && unitOf[i] == null) {
        int w = b.words(i) - b.linkWords(i);
        total += w;
        Element parent = paragraphParent(b.owner(i), counts, s);
        int[] f = span.get(parent);
        if (f != null && i > f[0] && i < f[1]) {
          int[] c = words.computeIfAbsent(parent, k -> new int[1]);
          c[0] += w;
          if (c[0] > most) {
            most = c[0];
            main = parent;
          }
        }
      }
    }
    return main != null && 2 * most >= total && most >= s.minArticleWords() ? main : null;
  }

  private static double score(PageBlocks b, int i, Settings s) {
    int w = b.words(i);
    if (w == 0) {
      return 0;
    }
    if (linkDense(b, i, s)) {
      return -w;
    }
    int text = w - b.linkWords(i);
    if (b.stopWords(i) < s.minStopWordRatio() * w) {
      return -text;
    }
    return text - s.minWords();
  }

  private static boolean linkDense(PageBlocks b, int i, Settings s) {
    return b.linkWords(i) > s.maxLinkDensity() * b.words(i);
  }

  /**
   * How much prose (in multiples of {@code minWords} words) the parent of repeated units must open
   * with for them to be the sections of its text (version 2).
   */
  private static final int SECTION_PROSE = 3;

  /**
   * Step 3 of the class description, version 2: {@code units} without those whose parent opens with
   * prose of its own: more than {@link #SECTION_PROSE} times {@code minWords} words of article text
   * as its own paragraphs before the first of its units.
   */
  private static Set<Element> dropSections(
      PageBlocks b, double[] score, Map<Element, int[]> counts, Set<Element> units, Settings s) {
    if (units.isEmpty()) {
      return units;
    }
    Element[] unitOf = RepeatedUnits.holders(b, units);
    Map<Element, int[]> opening = new IdentityHashMap<>(); // article words before the first unit
    Set<Element> begun = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int i = 0; i < unitOf.length; i++) {
      if (unitOf[i] != null) {
        begun.add(unitOf[i].parent());
      } else if (score[i] > 0) {
        Element parent = paragraphParent(b.owner(i), counts, s);
        if (!begun.contains(parent)) {
          opening.computeIfAbsent(parent, k -> new int[1])[0] += b.words(i) - b.linkWords(i);
        }
      }
    }
    Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Element u : units) {
      int[] o = opening.get(u.parent());
      if (o == null || o[0] <= SECTION_PROSE * s.minWords()) {
        left.add(u);
      }
    }
    return left;
  }

  /**
   * The run {@code [from, to]} of blocks with the largest total score (Kadane's algorithm); with
   * {@code withUnits} false, blocks inside repeated units add no positive score. Null if no block
   * scores above zero.
   */
  private static int[] bestRun(PageBlocks b, double[] score, Element[] unitOf, boolean withUnits) {
    double best = 0;
    int bestFrom = -1;
    int bestTo = -1;
    double sum = 0;
    int from = -1;
    for (int i = 0; i < score.length; i++) {
      if (b.words(i) == 0) {
        continue;
      }
      double v = score[i];
      if (!withUnits && unitOf[i] != null && v > 0) {
        v = 0;
      }
      if (from < 0 || sum <= 0) {
        sum = v;
        from = i;
      } else {
        sum += v;
      }
      if (sum > best) {
        best = sum;
        bestFrom = from;
        bestTo = i;
      }
    }
    return bestFrom < 0 ? null : new int[] {bestFrom, bestTo};
  }

  private static boolean noneKept(boolean[] keep) {
    for (boolean k : keep) {
      if (k) {
        return false;
      }
    }
    return true;
  }

  /**
   * How many blocks before the article a headline may stand (a byline, a date, a caption between).
   */
  private static final int HEADLINE_REACH = 4;

  /**
   * Step 7 of the class description: the nearest heading (h1 to h3) before the first kept block,
   * with what stands between them, when no more than {@link #HEADLINE_REACH} blocks lie between and
   * none of them is mostly link text.
   */
  private static void keepHeadline(PageBlocks b, boolean[] keep, Settings s) {
    int first = 0;
    while (first < keep.length && !keep[first]) {
      first++;
    }
    int seen = 0;
    for (int i = first - 1; i >= 0 && seen < HEADLINE_REACH; i--) {
      if (b.words(i) == 0) {
        continue;
      }
      if (linkDense(b, i, s)) {
        return;
      }
      seen++;
      int level = b.heading(i);
      if (level >= 1 && level <= 3) {
        for (int j = i; j < first; j++) {
          keep[j] = b.words(j) > 0;
        }
        return;
      }
    }
  }

  /**
   * How many times the words of the best run without units a unit before that run must hold to be
   * the article among them (version 4).
   */
  private static final int POST_AMONG_UNITS = 2;

  /**
   * The most words outside links that the positive blocks of one repeated unit before {@code from}
   * hold (version 4: a unit with more text than the best run without units, standing before that
   * run, is the article itself set among units like it, such as a blog's post followed by comments
   * of the same markup; the run after it is then a short comment or the page's footer).
   */
  private static int largestUnitBefore(PageBlocks b, double[] score, Element[] unitOf, int from) {
    Map<Element, int[]> words = new IdentityHashMap<>();
    int most = 0;
    for (int i = 0; i < from; i++) {
      if (unitOf[i] != null && score[i] > 0) {
        int[] w = words.computeIfAbsent(unitOf[i], k -> new int[1]);
        w[0] += b.words(i) - b.linkWords(i);
        most = Math.max(most, w[0]);
      }
    }
    return most;
  }

  /**
   * Words outside links in the positive blocks of {@code run} that are not inside repeated units.
   */
  private static int textWords(PageBlocks b, double[] score, Element[] unitOf, int[] run) {
    int words = 0;
    for (int i = run[0]; i <= run[1]; i++) {
      if (score[i] > 0 && unitOf[i] == null) {
        words += b.words(i) - b.linkWords(i);
      }
    }
    return words;
  }

  /**
   * Step 5 of the class description: finds the main parent of the kept article-like blocks and
   * drops kept blocks nested too deep below it or following it outside it. Returns the main parent,
   * or null if no kept block counts for the article.
   */
  private static Element trimToMainParent(
      PageBlocks b,
      boolean[] keep,
      double[] score,
      int[] depth,
      Map<Element, int[]> counts,
      Set<Element> units,
      Settings s) {
    Map<Element, int[]> words = new IdentityHashMap<>();
    Element main = null;
    int most = 0;
    for (int i = 0; i < keep.length; i++) {
      if (keep[i] && score[i] > 0 && b.words(i) >= s.minWords()) {
        Element parent = paragraphParent(b.owner(i), counts, s);
        int[] w = words.computeIfAbsent(parent, k -> new int[1]);
        w[0] += b.words(i);
        if (w[0] > most) {
          most = w[0];
          main = parent;
        }
      }
    }
    if (main == null) {
      return null;
    }
    int mainDepth = depth(main);
    int last = -1;
    boolean[] inside = new boolean[keep.length];
    for (int i = 0; i < keep.length; i++) {
      inside[i] = isInside(b.owner(i), main);
      if (inside[i]) {
        last = i;
      }
    }
    Element text =
        s.v5() && enclosingUnit(main, units) == null
            ? parallelText(b, keep, score, counts, main, s)
            : null;
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i]) {
        continue;
      }
      if (inside[i]) {
        // a paragraph of the main parent is one level below it, however many wrappers of its own
        // it has
        int nesting =
            !linkDense(b, i, s) && paragraphParent(b.owner(i), counts, s) == main
                ? 1
                : s.v2() ? levels(b.owner(i), main, counts, s) : depth[i] - mainDepth;
        keep[i] = nesting <= s.maxNesting();
      } else {
        keep[i] =
            i <= last || (text != null && laterParallel(b.owner(i), text) && !linkDense(b, i, s));
      }
    }
    return main;
  }

  /**
   * Step 5 of the class description, version 5: the element {@code x} (the main parent or one of
   * its ancestors) that is one of several texts of the same markup set one after another, or null.
   * It is when an earlier sibling of {@code x} with the same tag holds at least {@code
   * minArticleWords} words of kept article text as the paragraphs of one element, reached from that
   * sibling through the same tags as the main parent is reached from {@code x}: a blog's front page
   * whose largest post holds most of the page's words, so its posts make no group of repeated
   * units. Of several such elements, the one nearest to the main parent.
   */
  private static Element parallelText(
      PageBlocks b,
      boolean[] keep,
      double[] score,
      Map<Element, int[]> counts,
      Element main,
      Settings s) {
    Map<Element, int[]> words = new IdentityHashMap<>(); // per paragraph parent of an earlier text
    Element nearest = null;
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i] || score[i] <= 0 || b.words(i) < s.minWords()) {
        continue;
      }
      Element shared = commonAncestor(b.owner(i), main);
      if (shared == main) {
        break; // the main parent's own text: earlier texts end here
      }
      Element x = childOf(main, shared);
      Element earlier = childOf(b.owner(i), shared);
      if (earlier == null // the block is the shared ancestor's own text
          || !earlier.normalName().equals(x.normalName())
          || (nearest != null && depth(x) <= depth(nearest))) {
        continue;
      }
      Element parent = paragraphParent(b.owner(i), counts, s);
      if (isInside(parent, earlier) && tagPath(parent, earlier).equals(tagPath(main, x))) {
        int[] w = words.computeIfAbsent(parent, k -> new int[1]);
        w[0] += b.words(i) - b.linkWords(i);
        if (w[0] >= s.minArticleWords()) {
          nearest = x;
        }
      }
    }
    return nearest;
  }

  /** Whether {@code e} lies in a sibling of {@code text} after it with the same tag. */
  private static boolean laterParallel(Element e, Element text) {
    Element c = childOf(e, text.parent());
    return c != null
        && c.elementSiblingIndex() > text.elementSiblingIndex()
        && c.normalName().equals(text.normalName());
  }

  /** The nearest of {@code units} that is or holds {@code e}, or null. */
  private static Element enclosingUnit(Element e, Set<Element> units) {
    while (e != null && !units.contains(e)) {
      e = e.parent();
    }
    return e;
  }

  /** The tag names from {@code ancestor} down to {@code e}, e.g. {@code div/p}. */
  private static String tagPath(Element e, Element ancestor) {
    StringBuilder sb = new StringBuilder();
    for (; e != ancestor; e = e.parent()) {
      sb.insert(0, '/').insert(1, e.normalName());
    }
    return sb.toString();
  }

  /**
   * Step 6 of the class description, a listing: when {@code unit}, the repeated unit that holds the
   * main parent, belongs to a group with at least {@link RepeatedUnits#MIN_UNITS} prose units,
   * keeps every block of the group's prose units and the rest of the group parent's text, unless
   * mostly link text.
   */
  private static void keepListing(
      PageBlocks b, boolean[] keep, double[] score, Set<Element> units, Element unit, Settings s) {
    Element group = unit.parent();
    // per unit of the group: {words outside links in blocks that count for the article, words}
    Map<Element, int[]> prose = new IdentityHashMap<>();
    Element[] childOf = new Element[keep.length];
    for (int i = 0; i < keep.length; i++) {
      Element child = childOf[i] = childOf(b.owner(i), group);
      if (child != null
          && b.words(i) > 0
          && units.contains(child)
          && child.normalName().equals(unit.normalName())) {
        int[] p = prose.computeIfAbsent(child, k -> new int[2]);
        if (score[i] > 0) {
          p[0] += b.words(i) - b.linkWords(i);
        }
        p[1] += b.words(i);
      }
    }
    int[] own = prose.get(unit);
    if (own == null) {
      return;
    }
    int proseUnits = 0;
    for (int[] p : prose.values()) {
      if (isProse(p) && 2L * p[0] >= own[0]) {
        proseUnits++;
      }
    }
    if (proseUnits < RepeatedUnits.MIN_UNITS) {
      return;
    }
    for (int i = 0; i < keep.length; i++) {
      if (childOf[i] != null && b.words(i) > 0 && !linkDense(b, i, s)) {
        int[] p = prose.get(childOf[i]);
        if (p == null || isProse(p)) {
          keep[i] = true;
        }
      }
    }
  }

  /** Keeps every block inside {@code text} that is not mostly link text. */
  private static void keepText(PageBlocks b, boolean[] keep, Element text, Settings s) {
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i] && b.words(i) > 0 && !linkDense(b, i, s) && isInside(b.owner(i), text)) {
        keep[i] = true;
      }
    }
  }

  /** Whether a unit with {@code p} = {prose words, words} has at least half its words in prose. */
  private static boolean isProse(int[] p) {
    return p[0] > 0 && 2L * p[0] >= p[1];
  }

  /** The child of {@code ancestor} that holds {@code e}, or null if {@code e} is not below it. */
  private static Element childOf(Element e, Element ancestor) {
    for (; e != null; e = e.parent()) {
      if (e.parent() == ancestor) {
        return e;
      }
    }
    return null;
  }

  /**
   * The element whose paragraph a block owned by {@code owner} is: the parent of the outermost
   * element that holds this block alone (a paragraph, or a paragraph in wrappers of its own); the
   * owner itself when its own text holds several blocks, or when the block is the page's only one.
   * From version 2 on, lists, quotations and inline elements are passed through as if they held
   * this block alone.
   */
  private static Element paragraphParent(Element owner, Map<Element, int[]> counts, Settings s) {
    int[] c = counts.get(owner);
    if (c != null && c[0] > 1 && !PARAGRAPH.contains(owner.normalName())) {
      return owner;
    }
    Element e = owner;
    while (e.parent() != null) {
      int[] pc = counts.get(e.parent());
      if ((pc == null || pc[0] > 1) && !(s.v2() && oneParagraph(e.parent().normalName()))) {
        return e.parent();
      }
      e = e.parent();
    }
    return owner;
  }

  /** Version 2: whether an element with this tag is one paragraph of its parent. */
  private static boolean oneParagraph(String tag) {
    return ONE_PARAGRAPH.contains(tag) || !PageBlocks.isBlock(tag);
  }

  /**
   * Version 2: how many levels {@code e} lies below its ancestor {@code main}, a list nested in a
   * list item and its items counting for nothing (they are part of that item). From version 3 on,
   * neither does a part of a table that holds all the text of its parent (the one row and cell of a
   * table that lays out a page: a wrapper, no level).
   */
  private static int levels(Element e, Element main, Map<Element, int[]> counts, Settings s) {
    int levels = 0;
    for (; e != main; e = e.parent()) {
      if (!(LIST.contains(e.normalName()) && inListItem(e.parent(), main))
          && !(s.v3() && TABLE.contains(e.normalName()) && holdsAll(e, counts))) {
        levels++;
      }
    }
    return levels;
  }

  /** Whether {@code e} holds every block with words of its parent. */
  private static boolean holdsAll(Element e, Map<Element, int[]> counts) {
    int[] own = counts.get(e);
    int[] parent = counts.get(e.parent());
    return own != null && parent != null && own[0] == parent[0];
  }

  /** Whether {@code e} or one of its ancestors below {@code main} is a list item. */
  private static boolean inListItem(Element e, Element main) {
    for (; e != null && e != main; e = e.parent()) {
      if (LIST_ITEM.contains(e.normalName())) {
        return true;
      }
    }
    return false;
  }

  private static int depth(Element e) {
    int d = 0;
    for (; e != null; e = e.parent()) {
      d++;
    }
    return d;
  }

  private static Element commonAncestor(Element a, Element b) {
    int da = depth(a);
    int db = depth(b);
    while (da > db) {
      a = a.parent();
      da--;
    }
    while (db > da) {
      b = b.parent();
      db--;
    }
    while (a != b) {
      a = a.parent();
      b = b.parent();
    }
    return a;
  }

  private static boolean isInside(Element e, Element container) {
    for (; e != null; e = e.parent()) {
      if (e == container) {
        return true;
      }
    }
    return false;
  }
}
