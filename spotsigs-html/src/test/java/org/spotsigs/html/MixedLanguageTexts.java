/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.html;

/** The same news in English and in German, for the tests of pages in more than one language. */
final class MixedLanguageTexts {
  static final String ENGLISH =
      "The council has said that the bridge will be closed for the whole of the summer while the"
          + " engineers repair the concrete, and that the ferry will run more often in the meantime.";
  static final String GERMAN =
      "Die Brücke wird den ganzen Sommer über geschlossen sein, weil die Ingenieure den Beton"
          + " reparieren müssen, und die Fähre wird in dieser Zeit öfter fahren als sonst üblich.";

  /** A page of {@code paragraphs}, each a {@code <p>}. */
  static String page(String... paragraphs) {
    StringBuilder html = new StringBuilder("<html><body>");
    for (String p : paragraphs) {
      html.append("<p>").append(p).append("</p>");
    }
    return html.append("</body></html>").toString();
  }

  private MixedLanguageTexts() {}
}
