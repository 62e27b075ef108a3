#!/usr/bin/env bash
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
# Prepares the development sets of the article extraction (docs/EVALUATION.md, "Article extraction
# against Readability.js"), outside the repository, from public sources:
#   readability  Mozilla Readability's test pages (github.com/mozilla/readability, test/test-pages:
#                source.html, and expected.html, whose text is the gold article);
#   trafilatura  trafilatura's evaluation set (github.com/adbar/trafilatura, tests/: the cached pages
#                of tests/eval and tests/cache, and evaldata.json: per page, snippets the article must
#                hold ("with") and must not ("without"));
#   gold-dev     the cluster members of the development gold set (../shared/data/gold-dev.tar.xz:
#                seed, reframe and natural pages with their article text; its distractors' article
#                texts follow another annotation rule and are left out).
# Each set becomes DIR/<set>/pages/<id>.html with DIR/<set>/gold/<id>.txt (the article text) or
# DIR/<set>/snippets.jsonl, and DIR/<set>/languages.tsv (id, language of the article: the project's
# detector on the gold text, or on the page's text for trafilatura's set). DIR/SOURCES names the
# commit of every source. A source that is absent is skipped with a message.
#
# Usage: bench/extraction-dev-sets.sh [--readability PATH] [--trafilatura PATH] [--gold FILE] [--out DIR]
#   PATH: a checkout of the repository, or its git directory (a bare clone: read with git archive).
#   Defaults: READABILITY_REPO, TRAFILATURA_REPO, GOLD (../shared/data/gold-dev.tar.xz) and
#   target/extraction-dev (all relative to the repository).
# Do not add other article-extraction benchmarks here: they are held out to judge the extraction.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
READABILITY="${READABILITY_REPO:-}"
TRAFILATURA="${TRAFILATURA_REPO:-}"
GOLD="${GOLD:-$ROOT/../shared/data/gold-dev.tar.xz}"
OUT="$ROOT/target/extraction-dev"
while [ $# -gt 0 ]; do
  case "$1" in
    --readability) READABILITY="$2"; shift 2 ;;
    --trafilatura) TRAFILATURA="$2"; shift 2 ;;
    --gold) GOLD="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) sed -n '15,38p' "$0"; exit 0 ;;
    *) echo "extraction-dev-sets: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
: >"$OUT/SOURCES.tmp"

# Copies the directory SUB of the repository at PATH (a work tree or a git directory) to DEST;
# prints the commit (or "work tree" when it is not a git checkout).
export_dir() { # PATH SUB DEST
  local path="$1" sub="$2" dest="$3"
  rm -rf "$dest" && mkdir -p "$dest"
  if [ -d "$path/$sub" ]; then
    cp -R "$path/$sub/." "$dest/"
    git -C "$path" rev-parse HEAD 2>/dev/null || echo "work tree"
  elif git --git-dir="$path" rev-parse --verify -q HEAD >/dev/null 2>&1; then
    git --git-dir="$path" archive HEAD "$sub" | tar -x -C "$dest" --strip-components="$(tr -cd / <<<"$sub/" | wc -c)"
    git --git-dir="$path" rev-parse HEAD
  elif [ -d "$path/.git" ] || [ -d "$path/repo" ]; then
    export_dir "$( [ -d "$path/repo" ] && echo "$path/repo" || echo "$path/.git")" "$sub" "$dest"
  else
    return 1
  fi
}

if [ -n "$READABILITY" ] && commit="$(export_dir "$READABILITY" test/test-pages "$OUT/src-readability")"; then
  echo "readability	mozilla/readability	$commit	test/test-pages" >>"$OUT/SOURCES.tmp"
  python3 "$ROOT/bench/extraction-dev/prepare.py" readability "$OUT/src-readability" "$OUT/readability"
else
  echo "extraction-dev-sets: Mozilla Readability's test pages skipped: give --readability PATH (a checkout of github.com/mozilla/readability, or its git directory)" >&2
fi

if [ -n "$TRAFILATURA" ] && commit="$(export_dir "$TRAFILATURA" tests "$OUT/src-trafilatura")"; then
  echo "trafilatura	adbar/trafilatura	$commit	tests/evaldata.json, tests/eval, tests/cache" >>"$OUT/SOURCES.tmp"
  python3 "$ROOT/bench/extraction-dev/prepare.py" trafilatura "$OUT/src-trafilatura" "$OUT/trafilatura"
else
  echo "extraction-dev-sets: trafilatura's evaluation set skipped: give --trafilatura PATH (a checkout of github.com/adbar/trafilatura, or its git directory)" >&2
fi

if [ -e "$GOLD" ]; then
  "$ROOT/bin/spotsigs" eval --gold "$GOLD" --work-dir "$OUT/src-gold" --extraction --worst 0 --extractor none >/dev/null 2>&1
  src="$(dirname "$(find "$OUT/src-gold" -maxdepth 3 -name meta.jsonl | head -n1)")"
  echo "gold-dev	$(basename "$GOLD")	$(sha256sum "$GOLD" | cut -c1-16)	cluster members (seed, reframe, natural)" >>"$OUT/SOURCES.tmp"
  python3 "$ROOT/bench/extraction-dev/prepare.py" gold-dev "$src" "$OUT/gold-dev"
else
  echo "extraction-dev-sets: gold-dev skipped: no gold set at $GOLD (--gold FILE)" >&2
fi

# the language of each page's article, by the project's detector: on the gold text, or for a set
# of snippets on the page's text without markup (placeholder text and languages the detector does
# not know: see below)
for set in readability trafilatura gold-dev; do
  d="$OUT/$set"
  [ -d "$d/pages" ] || continue
  if [ -d "$d/gold" ]; then
    "$ROOT/bin/spotsigs" extract --format files --extractor none -o "$d/.languages.jsonl" "$d/gold" 2>/dev/null
  else
    "$ROOT/bin/spotsigs" extract --format files --extractor html-strip:minBlockWords=8 -o "$d/.languages.jsonl" "$d/pages" 2>/dev/null
  fi
  python3 - "$d" <<'PY'
import json, os, re, sys
# the detector's language; Readability's placeholder pages (lorem ipsum) are "lorem"; a page in no
# language the detector knows ("und") takes the language its markup declares (<html lang>), if any
d = sys.argv[1]
LOREM = {"lorem", "ipsum", "dolor", "amet", "consectetur", "adipisicing", "tempor", "incididunt", "labore"}
with open(os.path.join(d, "languages.tsv"), "w") as out:
    for line in open(os.path.join(d, ".languages.jsonl"), encoding="utf-8"):
        o = json.loads(line)
        lang = o["language"]
        if len(LOREM & set(re.findall(r"\w+", o["text"].lower()))) >= 4:
            lang = "lorem"
        elif lang == "und":
            page = open(os.path.join(d, "pages", o["id"] + ".html"), "rb").read(20000).decode("utf-8", "replace")
            m = re.search(r"<html[^>]*\slang\s*=\s*[\"']?([a-zA-Z]{2,3})", page)
            if m:
                lang = m.group(1).lower()
        out.write(o["id"] + "\t" + lang + "\n")
PY
  rm -f "$d/.languages.jsonl"
  echo "extraction-dev-sets: $set: $(ls "$d/pages" | wc -l) pages; languages: $(cut -f2 "$d/languages.tsv" | sort | uniq -c | sort -rn | awk '{printf "%s %s, ", $2, $1}')" >&2
done
mv "$OUT/SOURCES.tmp" "$OUT/SOURCES"
echo "extraction-dev-sets: prepared under $OUT" >&2
