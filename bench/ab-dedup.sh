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
# Side by side: spotsigs dedup of two checkouts (OLD, NEW) on the real corpora, ROUNDS rounds per
# tau in the order OLD NEW, NEW OLD, OLD NEW... (so that a load that rises or falls during a round
# favours neither), then the median of each and the ratio NEW / OLD. Also checks that both wrote the
# same pairs, byte for byte (AB_ANSWERS_DIFFER=1: when a change of behaviour between the two is
# known, say how many pairs each alone found instead of stopping).
# Usage: bench/ab-dedup.sh OLD_DIR NEW_DIR ROUNDS "TAUS" [extra spotsigs dedup options...]
#   e.g. git worktree add /tmp/old a4f5c9f && bench/ab-dedup.sh /tmp/old . 5 "0.9 0.44"
# Columns per run: wall and CPU (user + system) seconds and peak RSS (MB) of the whole process, and
# the tool's dedup and match phases (s). On a shared machine CPU seconds move less than wall time.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 4 ]; then
  echo "usage: bench/ab-dedup.sh OLD_DIR NEW_DIR ROUNDS \"TAUS\" [options...]" >&2
  exit 2
fi
OLD="$(cd "$1" && pwd)"; NEW="$(cd "$2" && pwd)"; ROUNDS=$3; TAUS=$4; shift 4
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
CORPUS="$(bench_corpus)"
if [ -z "$CORPUS" ]; then
  echo "ab-dedup: no corpora to run on (see bench/prepare-corpora.sh)" >&2
  exit 0
fi
"$OLD/bin/spotsigs" --version >/dev/null && "$NEW/bin/spotsigs" --version >/dev/null   # build outside the timings
# read the corpus once before the timings: on a shared host its pages may have left the page
# cache, and the first timed run would read them from disk
find "$CORPUS" -type f -exec cat {} + >/dev/null
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
echo "| tau | run | wall (s) | CPU (s) | peak RSS (MB) | dedup (s) | match (s) |"
echo "|---|---|---|---|---|---|---|"
for tau in $TAUS; do
  : > "$OUT/runs"
  for r in $(seq 1 "$ROUNDS"); do
    order="old new"; [ $((r % 2)) -eq 0 ] && order="new old"
    for side in $order; do
      dir=$OLD; [ $side = new ] && dir=$NEW
      /usr/bin/time -f "%e %U %S %M" -o "$OUT/time" "$dir/bin/spotsigs" dedup -i "$CORPUS" -t "$tau" --threads 2 \
        --no-progress --pairs "$OUT/pairs-$side.tsv" "$@" 2> "$OUT/err" || [ $? -eq 3 ]
      read -r wall user sys rss < <(tail -n1 "$OUT/time")
      cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')
      dedup=$(sed -n 's/.*dedup \([0-9.]*\) s.*/\1/p' "$OUT/err")
      match=$(sed -n 's/.*match \([0-9.]*\) s, output.*/\1/p' "$OUT/err")
      echo "$side $wall $cpu $dedup $match" >> "$OUT/runs"
      printf '| %s | %s %d | %s | %s | %d | %s | %s |\n' "$tau" "$side" "$r" "$wall" "$cpu" "$((rss / 1024))" "$dedup" "$match"
    done
    if ! cmp -s "$OUT/pairs-old.tsv" "$OUT/pairs-new.tsv"; then
      if [ -z "${AB_ANSWERS_DIFFER:-}" ]; then
        echo "ab-dedup: tau $tau: the pairs differ" >&2
        exit 1
      fi
      echo "ab-dedup: tau $tau: the pairs differ, as AB_ANSWERS_DIFFER says they may:" \
        "$(comm -23 <(sort "$OUT/pairs-old.tsv") <(sort "$OUT/pairs-new.tsv") | wc -l) old only," \
        "$(comm -13 <(sort "$OUT/pairs-old.tsv") <(sort "$OUT/pairs-new.tsv") | wc -l) new only" >&2
    fi
  done
  for col in 2 3 4 5; do
    o=$(awk -v c=$col '$1 == "old" {print $c}' "$OUT/runs" | median)
    n=$(awk -v c=$col '$1 == "new" {print $c}' "$OUT/runs" | median)
    echo "$o $n" >> "$OUT/med"
  done
  mapfile -t m < "$OUT/med"; : > "$OUT/med"
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", b / a}'; }
  read -r ow nw <<< "${m[0]}"; read -r oc nc <<< "${m[1]}"; read -r od nd <<< "${m[2]}"; read -r om nm <<< "${m[3]}"
  printf '| %s | **median old / new (new/old)** | %s / %s (%s) | %s / %s (%s) | | %s / %s (%s) | %s / %s (%s) |\n' "$tau" \
    "$ow" "$nw" "$(ratio "$ow" "$nw")" "$oc" "$nc" "$(ratio "$oc" "$nc")" "$od" "$nd" "$(ratio "$od" "$nd")" \
    "$om" "$nm" "$(ratio "$om" "$nm")"
  if cmp -s "$OUT/pairs-old.tsv" "$OUT/pairs-new.tsv"; then
    echo "ab-dedup: tau $tau: pairs identical ($(wc -l < "$OUT/pairs-new.tsv") pairs)" >&2
  fi
done
