# Copyright 2026 the lucene-spotsigs authors
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""The text of an HTML fragment as a reader sees it: one line per block (paragraph, heading, list
item, cell, ...), white space collapsed, scripts and styles left out. Used for the gold text of
Readability's test pages (expected.html) and for Readability's own output alike, so both are read
the same way."""

import html.parser
import re

BLOCK = {
    "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "div",
    "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "header", "hr", "html", "legend", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table",
    "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
}
SKIP = {"script", "style", "noscript", "template", "svg", "head", "title"}


class _Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines = [[]]
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip += 1
        elif tag in BLOCK:
            self.lines.append([])
        elif tag == "img":
            self.lines[-1].append(" ")

    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK:
            self.lines.append([])

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in BLOCK:
            self.lines.append([])

    def handle_data(self, data):
        if not self.skip:
            self.lines[-1].append(data)


def html_text(markup):
    p = _Text()
    p.feed(markup)
    p.close()
    out = []
    for parts in p.lines:
        line = re.sub(r"\s+", " ", "".join(parts)).strip()
        if line:
            out.append(line)
    return "\n".join(out) + ("\n" if out else "")
