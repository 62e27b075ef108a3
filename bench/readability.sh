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
# The side-by-side row of docs/EVALUATION.md: Mozilla Readability (the Firefox reader view;
# npm @mozilla/readability on jsdom) extracts the article of every page of the development gold set,
# and its text goes through the same evaluation as ours: token precision and recall against the gold
# article text, and SpotSigs matching on its text (spotsigs eval --extractor none, since the text has
# no markup left). Needs node and npm; installs the two packages under target/readability/.
# Usage: bench/readability.sh   (about 10 minutes here: Readability runs at well under 1 MB/s)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOLD="${GOLD:-$ROOT/../shared/data/gold-dev.tar.xz}"
WORK="$ROOT/target/readability"
[ -e "$GOLD" ] || { echo "readability: no gold set at $GOLD (set GOLD=...)" >&2; exit 1; }
command -v npm >/dev/null || { echo "readability: needs node and npm" >&2; exit 1; }
mkdir -p "$WORK"
if [ ! -d "$WORK/node_modules/@mozilla/readability" ]; then
  (cd "$WORK" && npm init -y >/dev/null && npm install --no-audit --no-fund @mozilla/readability jsdom >/dev/null)
fi
"$ROOT/bin/spotsigs" eval --gold "$GOLD" --work-dir "$ROOT/target" --extraction --worst 0 --extractor none >/dev/null 2>&1
DIR="$ROOT/target/gold-dev/gold-dev"
OUT="$WORK/gold-readability"
rm -rf "$OUT"
mkdir -p "$OUT"
cp "$DIR/clusters.tsv" "$DIR/meta.jsonl" "$OUT/"
ln -s "$DIR/cores" "$OUT/cores"
# batches of 100 pages, one node process each (jsdom's memory grows with every page it reads)
pages=0 bytes=0 seconds=0 failed=0
while :; do
  line="$(cd "$WORK" && NODE_PATH="$WORK/node_modules" node "$ROOT/bench/readability/extract.js" "$DIR/pages" "$OUT/pages" 100)"
  read -r n b s f <<<"$line"
  [ "$n" -gt 0 ] || break
  pages=$((pages + n)) bytes=$((bytes + b)) failed=$((failed + f))
  seconds="$(python3 -c "print($seconds + $s)")"
done
python3 -c "print(f'readability: $pages pages, {$bytes/1e6:.1f} MB in {$seconds:.1f} s of extraction ({$bytes/1e6/$seconds:.2f} MB/s on one core), $failed failed')"
echo "== Readability's text against the gold article text"
"$ROOT/bin/spotsigs" eval --gold "$OUT" --extraction --worst 0 --extractor none 2>/dev/null
echo "== SpotSigs on Readability's text"
"$ROOT/bin/spotsigs" eval --gold "$OUT" --methods spotsigs --extractor none --tau-sweep 0.01:1.0:0.01 \
  --json "$WORK/eval-readability.json" 2>/dev/null | sed -n '1,6p'
