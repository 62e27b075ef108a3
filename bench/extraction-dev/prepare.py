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
"""Lays out one development set of the article extraction (see bench/extraction-dev-sets.sh):
pages/<id>.html and gold/<id>.txt (or snippets.jsonl).

python3 prepare.py readability|trafilatura|gold-dev SOURCE_DIR OUT_DIR
"""

import json
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from htmltext import html_text  # noqa: E402


def fresh(out):
    for sub in ("pages", "gold"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    for f in ("snippets.jsonl", "languages.tsv"):
        if os.path.exists(os.path.join(out, f)):
            os.remove(os.path.join(out, f))
    os.makedirs(os.path.join(out, "pages"))


def utf8_declared(html):
    """The page with a stale charset declaration made utf-8: the test pages are stored as UTF-8 (as
    Readability's tests read them), some still declaring the charset they were served in."""
    try:
        html.decode("utf-8")
    except UnicodeDecodeError:
        return html
    return re.sub(
        rb'(<meta[^>]*charset\s*=\s*["\']?\s*)([\w-]+)',
        lambda m: m.group(0) if m.group(2).lower() in (b"utf-8", b"utf8") else m.group(1) + b"utf-8",
        html,
        count=2,
    )


def readability(src, out):
    """Each test page: source.html, and the text of expected.html (Readability's article)."""
    fresh(out)
    os.makedirs(os.path.join(out, "gold"))
    n = 0
    for name in sorted(os.listdir(src)):
        page = os.path.join(src, name, "source.html")
        expected = os.path.join(src, name, "expected.html")
        if not (os.path.isfile(page) and os.path.isfile(expected)):
            continue
        text = html_text(open(expected, encoding="utf-8", errors="replace").read())
        if not text.strip():
            continue
        with open(page, "rb") as f:
            html = f.read()
        with open(os.path.join(out, "pages", name + ".html"), "wb") as f:
            f.write(utf8_declared(html))
        with open(os.path.join(out, "gold", name + ".txt"), "w", encoding="utf-8") as f:
            f.write(text)
        n += 1
    print(f"readability: {n} pages", file=sys.stderr)


def trafilatura(src, out):
    """Each annotated page of evaldata.json whose HTML is in tests/cache or tests/eval, as t<NNNN>."""
    fresh(out)
    data = json.load(open(os.path.join(src, "evaldata.json"), encoding="utf-8"))
    n = missing = 0
    with open(os.path.join(out, "snippets.jsonl"), "w", encoding="utf-8") as f:
        for url in sorted(data):
            item = data[url]
            path = None
            for sub in ("cache", "eval"):  # the order of trafilatura's own evaluation
                p = os.path.join(src, sub, item["file"])
                if os.path.isfile(p):
                    path = p
                    break
            if path is None:
                missing += 1
                continue
            n += 1
            pid = f"t{n:04d}"
            shutil.copyfile(path, os.path.join(out, "pages", pid + ".html"))
            rec = {"id": pid, "url": url, "file": item["file"], "with": item["with"], "without": item["without"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"trafilatura: {n} pages ({missing} annotated pages without their HTML left out)", file=sys.stderr)


def gold_dev(src, out):
    """The cluster members (seed, reframe, natural) of gold-dev with their article texts."""
    fresh(out)
    os.makedirs(os.path.join(out, "gold"))
    n = 0
    with open(os.path.join(out, "kinds.tsv"), "w") as kinds:
        for line in open(os.path.join(src, "meta.jsonl"), encoding="utf-8"):
            m = json.loads(line)
            if m["kind"] not in ("seed", "reframe", "natural"):
                continue
            d = m["docid"]
            shutil.copyfile(os.path.join(src, "pages", d + ".html"), os.path.join(out, "pages", d + ".html"))
            shutil.copyfile(os.path.join(src, "cores", d + ".txt"), os.path.join(out, "gold", d + ".txt"))
            kinds.write(f"{d}\t{m['kind']}\t{m.get('frame_host', '')}\n")
            n += 1
    print(f"gold-dev: {n} cluster members", file=sys.stderr)


if __name__ == "__main__":
    kind, src, out = sys.argv[1:4]
    {"readability": readability, "trafilatura": trafilatura, "gold-dev": gold_dev}[kind](src, out)
