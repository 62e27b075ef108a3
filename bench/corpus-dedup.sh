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
# All-pairs deduplication of the real corpora (../shared/data/corpora, ~74,000 documents) with the
# spotsigs command, at several tau, with and without the length window and the delta pruning.
# Prints a Markdown table: wall time and peak RSS of the whole process (files in, pairs out), the
# phases reported by the tool, and the matching work.
# Usage: bench/corpus-dedup.sh [TAUS] [THREADS] [extra spotsigs options...]
#   e.g. bench/corpus-dedup.sh "0.9 0.8 0.6" 2
# REPEAT=N (default 3) runs each configuration N times and reports the run with the median wall time
# (all wall times in the last column). RUNS="SpotSigs NoPart NoPrune" picks the runs.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TAUS="${1:-0.9 0.8 0.6}"
THREADS="${2:-2}"
shift $(( $# > 2 ? 2 : $# )) || true
CORPUS="$ROOT/target/bench-corpora"
"$ROOT/bench/prepare-corpora.sh" "$CORPUS"
if [ ! -f "$CORPUS/.complete" ]; then
  echo "corpus-dedup: no corpora to run on (see bench/prepare-corpora.sh)" >&2
  exit 0
fi
"$ROOT/bin/spotsigs" --version >/dev/null   # build first, outside the timings
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
REPEAT="${REPEAT:-3}"
echo "| tau | run | pairs | wall (s) | peak RSS (MB) | extract (s) | dedup (s) | of which match (s) | postings visited | candidates verified | wall of each run (s) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for tau in $TAUS; do
  for run in ${RUNS:-SpotSigs NoPart NoPrune}; do
    case "$run" in
      SpotSigs) flags=() ;;
      NoPart) flags=(--no-length-window) ;;
      NoPrune) flags=(--no-length-window --no-delta-pruning) ;;
    esac
    walls=()
    for r in $(seq 1 "$REPEAT"); do
      /usr/bin/time -f "%e %M" -o "$OUT/time.$r" "$ROOT/bin/spotsigs" dedup -i "$CORPUS" -t "$tau" --threads "$THREADS" \
        --pairs "$OUT/pairs.tsv" "${flags[@]}" "$@" 2> "$OUT/err.$r" || [ $? -eq 3 ]
      walls+=("$(tail -n1 "$OUT/time.$r" | cut -d' ' -f1) $r")
    done
    median=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "$(( (REPEAT + 1) / 2 ))p" | cut -d' ' -f2)
    cp "$OUT/time.$median" "$OUT/time"
    cp "$OUT/err.$median" "$OUT/err"
    all=$(printf '%s\n' "${walls[@]}" | cut -d' ' -f1 | tr '\n' ' ')
    read -r wall rss < <(tail -n1 "$OUT/time")
    pairs=$(wc -l < "$OUT/pairs.tsv")
    line=$(grep '^  time' "$OUT/err")
    extract=$(sed -n 's/.*read+extract \([0-9.]*\) s.*/\1/p' <<< "$line")
    dedup=$(sed -n 's/.*dedup \([0-9.]*\) s.*/\1/p' <<< "$line")
    match=$(sed -n 's/.*match \([0-9.]*\) s, output.*/\1/p' <<< "$line")
    work=$(grep '^  matching' "$OUT/err")
    postings=$(sed -n 's/.*postings=\([0-9]*\).*/\1/p' <<< "$work")
    verified=$(sed -n 's/.*verified=\([0-9]*\).*/\1/p' <<< "$work")
    printf '| %s | %s | %s | %s | %d | %s | %s | %s | %s | %s | %s|\n' "$tau" "$run" "$pairs" "$wall" "$((rss / 1024))" \
      "$extract" "$dedup" "$match" "$postings" "$verified" "$all"
  done
done
