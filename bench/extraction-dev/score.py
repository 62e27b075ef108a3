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
"""Scores article extractions of a development set (bench/extraction-dev-sets.sh) side by side.

python3 score.py SET_DIR NAME=RESULT.jsonl [NAME=RESULT.jsonl ...] [--json OUT] [--worst N] [--markdown]

A result is JSON lines with "id" and either "text" (spotsigs extract) or "content", the article's
HTML, with "title" (bench/extraction-dev/readability.js; its text is read as the gold text of
Readability's pages is, htmltext.py; the title is added where the set's gold text holds headlines:
gold-dev).

Measures:
* sets with a gold text (readability, gold-dev): per page, precision and recall of the 4-token
  shingles (tokens: maximal runs of word characters, lower case; a text of fewer than 4 tokens is one
  shingle) as multisets; F1 per page, averaged over the pages (P and R likewise). A page whose recall
  is below 0.5 has lost its article.
* sets of snippets (trafilatura): trafilatura's own evaluation: a "with" snippet found in the text
  (white space collapsed) is a true positive, else a false negative; a "without" snippet found is a
  false positive, else a true negative; precision, recall and F1 of the counts over all pages. A page
  that keeps less than half of its "with" snippets has lost its article.
"""

import collections
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from htmltext import html_text  # noqa: E402

TOKEN = re.compile(r"\w+", re.UNICODE)


def shingles(text, n=4):
    tokens = TOKEN.findall(text.lower())
    if len(tokens) < n:
        return collections.Counter([tuple(tokens)]) if tokens else collections.Counter()
    return collections.Counter(tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1))


def shingle_scores(gold, text):
    g, t = shingles(gold), shingles(text)
    tp = sum((g & t).values())
    p = tp / sum(t.values()) if t else 0.0
    r = tp / sum(g.values()) if g else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def norm(text):
    return re.sub(r"\s+", " ", text).strip()


def snippet_counts(item, text):
    t = norm(text)
    tp = sum(1 for w in item["with"] if norm(w) in t)
    fp = sum(1 for w in item["without"] if norm(w) in t)
    return tp, fp, len(item["with"]) - tp, len(item["without"]) - fp


def read_result(path, with_title):
    texts = {}
    for line in open(path, encoding="utf-8"):
        if not line.strip():
            continue
        o = json.loads(line)
        if "text" in o:
            texts[o["id"]] = o["text"]
        else:
            body = html_text(o.get("content") or "")
            title = (o.get("title") or "").strip()
            texts[o["id"]] = (title + "\n" + body) if with_title and title and body else body
    return texts


def micro(counts):
    tp, fp, fn = (sum(c[i] for c in counts) for i in range(3))
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def main(argv):
    set_dir = argv[0]
    systems, out_json, worst, markdown = [], None, 0, False
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--json":
            out_json, i = argv[i + 1], i + 2
        elif a == "--worst":
            worst, i = int(argv[i + 1]), i + 2
        elif a == "--markdown":
            markdown, i = True, i + 1
        else:
            name, path = a.split("=", 1)
            systems.append((name, path))
            i += 1
    set_name = os.path.basename(os.path.normpath(set_dir))
    langs = dict(l.rstrip("\n").split("\t")[:2] for l in open(os.path.join(set_dir, "languages.tsv")))
    snippets = os.path.join(set_dir, "snippets.jsonl")
    snippet_set = os.path.exists(snippets)
    if snippet_set:
        items = {o["id"]: o for o in map(json.loads, open(snippets, encoding="utf-8"))}
        ids = sorted(items)
    else:
        ids = sorted(f[:-4] for f in os.listdir(os.path.join(set_dir, "gold")) if f.endswith(".txt"))
        gold = {i: open(os.path.join(set_dir, "gold", i + ".txt"), encoding="utf-8").read() for i in ids}
    with_title = set_name == "gold-dev"
    per_page = {}  # system -> id -> dict
    for name, path in systems:
        texts = read_result(path, with_title)
        pages = {}
        for pid in ids:
            text = texts.get(pid, "")
            if snippet_set:
                c = snippet_counts(items[pid], text)
                r = c[0] / (c[0] + c[2]) if c[0] + c[2] else 1.0
                pages[pid] = {"counts": c, "r": r, "lost": r < 0.5}
            else:
                p, r, f = shingle_scores(gold[pid], text)
                pages[pid] = {"p": p, "r": r, "f": f, "lost": r < 0.5}
        per_page[name] = pages
    ref = next((n for n, _ in systems if n.startswith("readability")), None)

    def summary(name, subset):
        pages = [per_page[name][i] for i in subset]
        lost = sum(1 for x in pages if x["lost"])
        lost_vs = (
            sum(1 for i in subset if per_page[name][i]["lost"] and not per_page[ref][i]["lost"])
            if ref and name != ref
            else None
        )
        if snippet_set:
            p, r, f = micro([x["counts"] for x in pages])
        else:
            n = len(pages)
            p, r, f = (sum(x[k] for x in pages) / n if n else 0.0 for k in ("p", "r", "f"))
        return {"pages": len(pages), "p": p, "r": r, "f1": f, "lost": lost, "lost_where_ref_keeps": lost_vs}

    result = {"set": set_name, "measure": "snippets" if snippet_set else "shingles4", "systems": {}}
    for name, _ in systems:
        result["systems"][name] = {"all": summary(name, ids)}
    by_lang = collections.defaultdict(list)
    for pid in ids:
        by_lang[langs.get(pid, "und")].append(pid)
    non_en = [pid for pid in ids if langs.get(pid, "und") not in ("en", "lorem")]
    for name, _ in systems:
        s = result["systems"][name]
        s["non-english"] = summary(name, non_en) if non_en else None
        s["languages"] = {l: summary(name, p) for l, p in by_lang.items()}
    result["pages"] = {n: per_page[n] for n, _ in systems}

    measure = "snippet F1 (micro)" if snippet_set else "4-shingle F1 (mean per page)"
    print(f"== {set_name}: {len(ids)} pages; {measure}")
    print(f"| extractor | pages | P | R | F1 | pages lost (R < 0.5) | lost where {ref or '-'} keeps it |")
    print("|---|---|---|---|---|---|---|")
    for name, _ in systems:
        a = result["systems"][name]["all"]
        lv = "" if a["lost_where_ref_keeps"] is None else a["lost_where_ref_keeps"]
        print(f"| {name} | {a['pages']} | {a['p']:.3f} | {a['r']:.3f} | **{a['f1']:.3f}** | {a['lost']} | {lv} |")
    if non_en:
        print(f"\n{set_name}, by language ({measure}; lorem: placeholder text):")
        print("| language | pages | " + " | ".join(n for n, _ in systems) + " |")
        print("|---|---|" + "---|" * len(systems))
        rows = sorted(by_lang.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        for lang, pids in rows:
            cells = []
            for name, _ in systems:
                s = result["systems"][name]["languages"][lang]
                cells.append(f"{s['f1']:.3f}" + (f" ({s['lost']} lost)" if s["lost"] else ""))
            print(f"| {lang} | {len(pids)} | " + " | ".join(cells) + " |")
        cells = []
        for name, _ in systems:
            s = result["systems"][name]["non-english"]
            cells.append(f"**{s['f1']:.3f}**" + (f" ({s['lost']} lost)" if s["lost"] else ""))
        print(f"| all but en, lorem | {len(non_en)} | " + " | ".join(cells) + " |")
    if worst:
        for name, _ in systems:
            if name == ref:
                continue
            key = (lambda i: per_page[name][i]["r"]) if snippet_set else (lambda i: per_page[name][i]["f"])
            print(f"\nworst pages of {name}:")
            for pid in sorted(ids, key=key)[:worst]:
                x = per_page[name][pid]
                rx = per_page[ref][pid] if ref else None
                if snippet_set:
                    print(f"  {pid} {langs.get(pid)} counts(tp,fp,fn,tn)={x['counts']}" + (f" ref={rx['counts']}" if rx else ""))
                else:
                    print(f"  {pid} {langs.get(pid)} P {x['p']:.3f} R {x['r']:.3f} F1 {x['f']:.3f}" + (f"  ref F1 {rx['f']:.3f}" if rx else ""))
    if out_json:
        with open(out_json, "w") as f:
            json.dump(result, f)


if __name__ == "__main__":
    main(sys.argv[1:])
