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
# The article extraction against Mozilla Readability.js on the development sets (docs/EVALUATION.md):
# every set that bench/extraction-dev-sets.sh prepared is extracted by `spotsigs extract` with each
# SPEC and by Readability.js (npm @mozilla/readability on jsdom; its output is kept, it does not
# change), and scored side by side (bench/extraction-dev/score.py): per set and per language, and
# the pages whose article is lost.
# Usage: bench/extraction-dev.sh [--dir DIR] [--json DIR] [--worst N] [SPEC ...]
#   DIR: the prepared sets (default target/extraction-dev); SPEC: --extractor specs (default: article,
#   the default extraction). Needs node and npm for Readability.js (installed under target/readability).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="$ROOT/target/extraction-dev"
JSON=""
WORST=0
SPECS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR="$2"; shift 2 ;;
    --json) JSON="$2"; shift 2 ;;
    --worst) WORST="$2"; shift 2 ;;
    -h|--help) sed -n '15,22p' "$0"; exit 0 ;;
    *) SPECS+=("$1"); shift ;;
  esac
done
[ ${#SPECS[@]} -gt 0 ] || SPECS=(article)
[ -f "$DIR/SOURCES" ] || { echo "extraction-dev: no prepared sets under $DIR: run bench/extraction-dev-sets.sh first" >&2; exit 1; }
DIR="$(cd "$DIR" && pwd)" # absolute: Readability.js runs in another directory
RD="$ROOT/target/readability"
if command -v npm >/dev/null; then
  if [ ! -d "$RD/node_modules/@mozilla/readability" ]; then
    mkdir -p "$RD"
    (cd "$RD" && { [ -f package.json ] || npm init -y >/dev/null; } && npm install --no-audit --no-fund @mozilla/readability jsdom >/dev/null)
  fi
  RV="$(node -p "require('$RD/node_modules/@mozilla/readability/package.json').version")"
  JV="$(node -p "require('$RD/node_modules/jsdom/package.json').version")"
  echo "Readability.js $RV on jsdom $JV, node $(node --version)" >&2
else
  echo "extraction-dev: no npm: Readability.js left out" >&2
fi
[ -n "$JSON" ] && mkdir -p "$JSON"
for set in readability trafilatura gold-dev; do
  d="$DIR/$set"
  [ -d "$d/pages" ] || { echo "extraction-dev: $set not prepared, skipped" >&2; continue; }
  systems=()
  for spec in "${SPECS[@]}"; do
    name="${spec//[^A-Za-z0-9.\/_-]/_}"
    out="$d/out-${name//\//_}.jsonl"
    "$ROOT/bin/spotsigs" extract --format files --extractor "$spec" -o "$out" "$d/pages" 2> >(grep -v '^$' | sed "s/^/$set: /" >&2)
    systems+=("$name=$out")
  done
  if [ -d "$RD/node_modules/@mozilla/readability" ]; then
    # batches of 100 pages, one node process each (jsdom's memory grows with every page it reads)
    while :; do
      line="$(cd "$RD" && NODE_PATH="$RD/node_modules" node "$ROOT/bench/extraction-dev/readability.js" "$d/pages" "$d/readability.jsonl" 100)"
      read -r n _ _ _ <<<"$line"
      [ "$n" -gt 0 ] || break
    done
    systems+=("readability.js=$d/readability.jsonl")
  fi
  python3 "$ROOT/bench/extraction-dev/score.py" "$d" "${systems[@]}" --worst "$WORST" ${JSON:+--json "$JSON/$set.json"}
  echo
done
