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
# Growth of one dedup run with the number of documents: the first N lines of one large generated
# corpus (bench/generate-corpus.sh, e.g. 10,000,000 documents), for each N of SIZES, at tau 0.9 on 2
# threads with the library defaults, pairs written as found (--pairs-order found: nothing held) to a
# file, under a heap limit. Prints a Markdown table: documents, input MB, wall, read+extract, dedup
# (matching and writing), pairs, peak heap (the most the GC log shows in use) and peak RSS; each run
# once (SIZES grow by 10x, so the noise of a shared machine matters less than the growth).
# Usage: bench/growth.sh CORPUS.jsonl "SIZES" [HEAP]
#   e.g. bench/growth.sh target/gen-10m.jsonl "10000 100000 1000000 10000000" 16g
# Prefixes are cached as target/growth/first-N-of-CORPUS (a size that takes the whole corpus reads
# it where it is); the pairs of each run go to target/growth/pairs-N.tsv (deleted after the run: at
# 10M they are tens of GB), or to GROWTH_PAIRS (/dev/null: nowhere). Every run is also a row of
# target/growth/results-CORPUS.tsv (runs of several invocations on one corpus add up; peak heap 0:
# no collection ran); the chart of them (wall, peak heap and pairs against documents, log-log)
# goes to target/growth/growth.png, or to GROWTH_CHART.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 2 ]; then
  echo "usage: bench/growth.sh CORPUS.jsonl \"SIZES\" [HEAP]" >&2
  exit 2
fi
CORPUS=$1; SIZES=$2; HEAP=${3:-16g}
if [ ! -f "$CORPUS" ]; then
  echo "growth: $CORPUS not found (make it with bench/generate-corpus.sh); nothing to do" >&2
  exit 0
fi
OUT="$ROOT/target/growth"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
mkdir -p "$OUT"
"$ROOT/bin/spotsigs" --version >/dev/null
echo "| documents | input (MB) | wall (s) | read+extract (s) | dedup (s) | pairs | peak heap (GB) | peak RSS (GB) |"
echo "|---|---|---|---|---|---|---|---|"
RESULTS="$OUT/results-$(basename "$CORPUS").tsv"
for n in $SIZES; do
  input="$OUT/first-$n-of-$(basename "$CORPUS")"
  if [ ! -f "$input" ] && [ "$(head -n "$n" "$CORPUS" | wc -c)" -eq "$(stat -c %s "$CORPUS")" ]; then
    input="$CORPUS" # the whole corpus: not copied
  elif [ ! -f "$input" ]; then
    head -n "$n" "$CORPUS" > "$input.tmp" && mv "$input.tmp" "$input"
  fi
  pairs="${GROWTH_PAIRS:-$OUT/pairs-$n.tsv}"
  SPOTSIGS_JAVA_OPTS="-Xmx$HEAP -Xlog:gc:file=$OUT/gc-$n.log ${SPOTSIGS_JAVA_OPTS:-}" \
    /usr/bin/time -f "%e %M" -o "$OUT/time-$n" "$ROOT/bin/spotsigs" dedup -i "$input" --format jsonl \
    -t 0.9 --threads 2 --no-progress --pairs-order found --pairs "$pairs" 2> "$OUT/err-$n" \
    || [ $? -eq 3 ] || { tail -n 20 "$OUT/err-$n" >&2; exit 1; }
  [ "$pairs" = "$OUT/pairs-$n.tsv" ] && rm -f "$pairs"
  read -r wall rss < <(tail -n 1 "$OUT/time-$n")
  extract=$(sed -n 's/.*read+extract \([0-9.]*\) s.*/\1/p' "$OUT/err-$n")
  dedup=$(sed -n 's/.*dedup \([0-9.]*\) s.*/\1/p' "$OUT/err-$n")
  found=$(sed -n 's/^  pairs *\([0-9,]*\) at.*/\1/p' "$OUT/err-$n")
  # the GC log's "before->after(committed)": the most in use before a collection
  heap=$(grep -o '[0-9]*M->[0-9]*M' "$OUT/gc-$n.log" | sed 's/M->.*//' | sort -n | tail -n 1 || true) # none: no GC
  mb=$(( $(stat -c %s "$input") / 1000000 ))
  row="$n	$mb	$wall	$extract	$dedup	$found	$(awk -v m="${heap:-0}" 'BEGIN {printf "%.2f", m / 1024}')	$(awk -v k="$rss" 'BEGIN {printf "%.2f", k / 1048576}')"
  echo "$row" | awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8}'
  # one row per size (a size measured again replaces its row)
  { [ -f "$RESULTS" ] && awk -F'\t' -v n="$n" '$1 != n' "$RESULTS"; echo "$row"; } > "$RESULTS.tmp"
  mv "$RESULTS.tmp" "$RESULTS"
done
bench_java org.spotsigs.bench.GrowthChart "$RESULTS" "${GROWTH_CHART:-$OUT/growth.png}"
