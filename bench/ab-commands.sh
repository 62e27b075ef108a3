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
# Side by side: two whole commands (A, B) run alternately (A B, A B, ...) RUNS times each; prints
# the median wall time of each with its quartiles, and B / A. For short commands, where hyperfine's
# blocks of runs of one command would catch a change of the machine's load on one side only.
# Usage: bench/ab-commands.sh RUNS "COMMAND_A" "COMMAND_B"
#   e.g. bench/ab-commands.sh 40 "../old/bin/spotsigs dedup --input src-test-corpora/news-sample/pages --tau 0.3" \
#          "bin/spotsigs dedup --input src-test-corpora/news-sample/pages --tau 0.3"
set -euo pipefail
if [ $# -ne 3 ]; then
  echo "usage: bench/ab-commands.sh RUNS \"COMMAND_A\" \"COMMAND_B\"" >&2
  exit 2
fi
runs=$1 a=$2 b=$3
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
bash -c "$a" >/dev/null 2>&1 || true # warm both (and build them) first
bash -c "$b" >/dev/null 2>&1 || true
for _ in $(seq 1 "$runs"); do
  for side in A B; do
    c=$a
    [ "$side" = B ] && c=$b
    start=$(date +%s%N)
    bash -c "$c" >/dev/null 2>&1 || { echo "ab-commands: failed: $c" >&2; exit 1; }
    end=$(date +%s%N)
    echo "$side $(( (end - start) / 1000000 ))" >>"$out"
  done
done
python3 - "$out" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
med = {}
for side in "AB":
    v = sorted(float(r[1]) for r in rows if r[0] == side)
    med[side] = statistics.median(v)
    print(f"{side}: median {med[side] / 1000:.3f} s, quartiles {v[len(v) // 4] / 1000:.3f}-{v[3 * len(v) // 4] / 1000:.3f} s, {len(v)} runs")
print(f"B / A: {med['B'] / med['A']:.3f}")
PY
