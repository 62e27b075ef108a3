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
# Scale benchmark: all pairs at tau 0.9 of generated corpora of 100k to 1M documents.
# For each size N, generates target/scale/seed-SEED/gen-N.jsonl (and .truth.tsv) from the real
# corpora unless it is there already, then runs
#   SPOTSIGS_JAVA_OPTS=-Xmx4g bin/spotsigs dedup -i gen-N.jsonl --format jsonl -t 0.9 --threads 2
# under /usr/bin/time, once with the library defaults and once with --preset prototype; also once
# on the real corpora alone (one file per document). Prints a Markdown table of each run (wall
# time, phases, peak RSS, work) and one of the pairs against the generator's truth; draws
# docs/scale-time.png. Runs accumulate in target/scale/seed-SEED/runs (delete it to start over).
# Usage: bench/scale.sh [SIZES] [SEED] [CONFIGS]
#   e.g. bench/scale.sh "100000 200000 500000 1000000" 42 "defaults prototype"
#   SCALE_REAL=0 skips the real-only runs; SCALE_RUNS=0 only prints the report of the runs there are;
#   SCALE_THREADS (default 2); SCALE_REPEAT=R runs each R times and reports the run with the median
#   wall time (and all wall times); SCALE_QUIET=P waits (up to 10 minutes) before each run until less than
#   P % of the machine's CPU time was busy over 5 seconds (e.g. 10: other work skews the timings).
#   Before each run the 1-minute load average and that busy share are recorded (RUN.load).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SIZES="${1:-100000 200000 500000 1000000}"
SEED="${2:-42}"
CONFIGS="${3:-defaults prototype}"
THREADS="${SCALE_THREADS:-2}"
REPEAT="${SCALE_REPEAT:-1}"
TAU=0.9
CORPUS="$ROOT/target/bench-corpora"
OUT="$ROOT/target/scale/seed-$SEED"
RUNS="$OUT/runs"
"$ROOT/bench/prepare-corpora.sh" "$CORPUS"
if [ ! -f "$CORPUS/.complete" ]; then
  echo "scale: no corpora to generate from (see bench/prepare-corpora.sh); nothing to do" >&2
  exit 0
fi
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
"$ROOT/bin/spotsigs" --version >/dev/null   # build first, outside the timings
mkdir -p "$RUNS"

# The share of the machine's CPU time (%) that was busy over the last 5 seconds (/proc/stat).
cpu_busy() {
  local a b total=0 i
  read -r -a a < /proc/stat
  sleep 5
  read -r -a b < /proc/stat
  for i in 1 2 3 4 5 6 7 8; do total=$((total + b[i] - a[i])); done
  local idle=$(( b[4] - a[4] + b[5] - a[5] ))
  echo $(( total > 0 ? 100 * (total - idle) / total : 0 ))
}

# run NAME INPUT CONFIG [dedup options...]
run() {
  local name="$1" input="$2" config="$3"
  shift 3
  local flags=()
  [ "$config" = prototype ] && flags=(--preset prototype)
  local busy
  busy=$(cpu_busy)
  if [ -n "${SCALE_QUIET:-}" ]; then
    for _ in $(seq 120); do
      [ "$busy" -lt "$SCALE_QUIET" ] && break
      busy=$(cpu_busy)
    done
  fi
  echo "$(cut -d' ' -f1 /proc/loadavg) $busy" > "$RUNS/$name.load"
  rm -f "$RUNS/$name.pairs.tsv"
  echo "scale: $name (load average, CPU busy %: $(cat "$RUNS/$name.load"))" >&2
  SPOTSIGS_JAVA_OPTS="-Xmx4g ${SPOTSIGS_JAVA_OPTS:-}" /usr/bin/time -f "%e %M" -o "$RUNS/$name.time" \
    "$ROOT/bin/spotsigs" dedup -i "$input" -t "$TAU" --threads "$THREADS" --no-progress \
    --pairs "$RUNS/$name.pairs.tsv" "${flags[@]}" "$@" 2> "$RUNS/$name.err" || true
  grep -E "^  time" "$RUNS/$name.err" >&2 || tail -n 5 "$RUNS/$name.err" >&2
}

# measure NAME INPUT CONFIG [dedup options...]: SCALE_REPEAT runs; keeps the one with the median wall
# time as NAME.* and all wall times in NAME.walls
measure() {
  local name="$1"
  shift
  local k walls=()
  for k in $(seq "$REPEAT"); do
    run "$name.$k" "$@"
    walls+=("$(tail -n 1 "$RUNS/$name.$k.time" | cut -d' ' -f1) $k")
  done
  local median
  median=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "$(( (REPEAT + 1) / 2 ))p" | cut -d' ' -f2)
  for ext in err time load pairs.tsv; do
    mv "$RUNS/$name.$median.$ext" "$RUNS/$name.$ext"
  done
  rm -f "$RUNS/$name".[0-9]*.*
  printf '%s\n' "${walls[@]}" | cut -d' ' -f1 | sort -n | paste -sd' ' > "$RUNS/$name.walls"
}

if [ "${SCALE_RUNS:-1}" = 0 ]; then
  SIZES=""
  SCALE_REAL=0
fi
if [ "${SCALE_REAL:-1}" = 1 ]; then
  for config in $CONFIGS; do
    measure "$config-real" "$CORPUS" "$config"
  done
fi
for n in $SIZES; do
  gen="$OUT/gen-$n.jsonl"
  if [ ! -f "$gen" ] || [ ! -f "$OUT/gen-$n.truth.tsv" ]; then
    bench_java org.spotsigs.bench.CorpusGenerator "$CORPUS" "$n" "$gen" "$SEED"
  fi
  for config in $CONFIGS; do
    measure "$config-$n" "$gen" "$config" --format jsonl
  done
done
bench_java org.spotsigs.bench.ScaleReport "$RUNS" "$OUT" "$CORPUS" "$ROOT/docs/scale-time.png"
