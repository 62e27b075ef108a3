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
# Side-by-side wall time of two checkouts on one job: runs `bin/spotsigs dedup ARGS` of OLD and of NEW
# alternately (old new, old new, ...) RUNS times each, and prints every run, the medians and their
# ratio. The answers may differ (e.g. a new default extraction): the pair counts are printed, not
# compared. Usage: bench/ab-wall.sh OLD_CHECKOUT NEW_CHECKOUT RUNS ARGS...
set -euo pipefail
old=$1 new=$2 runs=$3
shift 3
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# build and warm both first: --version makes the startup cache of every command, a dedup of the
# bundled sample the one of dedup (which the timed runs would otherwise make in their first run)
for root in "$old" "$new"; do
  "$root/bin/spotsigs" --version >/dev/null 2>&1 || true
  "$root/bin/spotsigs" dedup --input "$root/src-test-corpora/news-sample/pages" --tau 0.9 >/dev/null 2>&1 || true
done
for i in $(seq 1 "$runs"); do
  for side in old new; do
    root=$old
    [ "$side" = new ] && root=$new
    start=$(date +%s%N)
    "$root/bin/spotsigs" dedup "$@" >/dev/null 2>"$out/err"
    end=$(date +%s%N)
    wall=$(( (end - start) / 1000000 ))
    extract=$(grep -o 'read+extract [0-9.]*' "$out/err" | awk '{print $2}')
    pairs=$(grep -o 'pairs *[0-9,]*' "$out/err" | head -n1 | awk '{print $2}')
    echo "$side $wall $extract $pairs" | tee -a "$out/runs"
  done
done
python3 - "$out/runs" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
def med(side, col): return statistics.median(float(r[col]) for r in rows if r[0] == side)
wo, wn = med("old", 1) / 1000, med("new", 1) / 1000
eo, en = med("old", 2), med("new", 2)
print(f"wall: old {wo:.2f} s, new {wn:.2f} s, new/old {wn/wo:.2f}; read+extract: old {eo:.2f} s, new {en:.2f} s, new/old {en/eo:.2f}")
PY
