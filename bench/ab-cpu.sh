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
# Side by side: two whole commands (A, B) run alternately (A B, A B, ...) RUNS times each, like
# bench/ab-commands.sh, but each run's CPU time (user + sys, all threads) is recorded with its wall
# time: on a machine other jobs share, the CPU time a command takes moves much less than its wall
# time. Prints the medians of both for each side, B / A, and the ratios of each round's pair.
# Usage: bench/ab-cpu.sh RUNS "COMMAND_A" "COMMAND_B"
set -euo pipefail
if [ $# -ne 3 ]; then
  echo "usage: bench/ab-cpu.sh RUNS \"COMMAND_A\" \"COMMAND_B\"" >&2
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
    /usr/bin/time -f "$side %e %U %S" -a -o "$out" bash -c "$c" >/dev/null 2>&1 ||
      { echo "ab-cpu: failed: $c" >&2; exit 1; }
  done
done
python3 - "$out" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l[:2] in ("A ", "B ")]
med = {}
for side in "AB":
    wall = [float(r[1]) for r in rows if r[0] == side]
    cpu = [float(r[2]) + float(r[3]) for r in rows if r[0] == side]
    med[side] = (statistics.median(wall), statistics.median(cpu))
    print(f"{side}: wall median {med[side][0]:.2f} s, cpu median {med[side][1]:.2f} s, {len(cpu)} runs")
print(f"B / A: wall {med['B'][0] / med['A'][0]:.3f}, cpu {med['B'][1] / med['A'][1]:.3f}")
cpu = [float(r[2]) + float(r[3]) for r in rows]
pairs = [cpu[i + 1] / cpu[i] for i in range(0, len(cpu) - 1, 2)]
print("cpu B / A of each round:", " ".join(f"{p:.2f}" for p in pairs), f"(median {statistics.median(pairs):.3f})")
PY
