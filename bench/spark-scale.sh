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
# spotsigs-spark on a standalone cluster of this machine (a master and two workers, one core each,
# started from Spark's own classes; bench/spark-env.sh) against spotsigs dedup on 2 threads, side by
# side: for each size N of SIZES (the first N lines of CORPUS, a generated corpus), ROUNDS rounds of
# command line then Spark, alternating. Both make every pair at tau 0.9 (multiset) and write none:
# the command line with --pairs-order found -p /dev/null, Spark with --pairs-noop (each line made and
# formatted, written to Spark's noop sink); the pair counts must agree. Prints a Markdown table:
# documents, input MB, pairs, the walls of each round, the medians, Spark / command line, and the peak
# RSS of the command line.
# Usage: bench/spark-scale.sh CORPUS.jsonl "SIZES" [ROUNDS]
#   e.g. bench/spark-scale.sh target/gen-1m.jsonl "100000 1000000" 2
# Settings: WORKER_MEM (per worker, default 6g), EXECUTOR_MEM (default 5g), SPARK_DRIVER_MEM (2g),
# PARTITIONS (shuffle partitions, default 200), CLI_JAVA_OPTS (SPOTSIGS_JAVA_OPTS of the command line).
# Event logs of the Spark runs: target/spark-scale/events/ (task times per stage: bench/spark-tasks.py).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 2 ]; then
  echo "usage: bench/spark-scale.sh CORPUS.jsonl \"SIZES\" [ROUNDS]" >&2
  exit 2
fi
CORPUS=$1; SIZES=$2; ROUNDS=${3:-2}
if [ ! -f "$CORPUS" ]; then
  echo "spark-scale: $CORPUS not found (make it with bench/generate-corpus.sh); nothing to do" >&2
  exit 0
fi
# shellcheck source=bench/spark-env.sh
source "$ROOT/bench/spark-env.sh"
spark_build
OUT="$ROOT/target/spark-scale"
mkdir -p "$OUT/events"
"$ROOT/bin/spotsigs" --version >/dev/null
spark_cluster_start 2 1 "${WORKER_MEM:-6g}"
trap spark_cluster_stop EXIT
echo "| documents | input (MB) | pairs | command line, each round (s) | Spark, each round (s) | command line (s) | Spark (s) | Spark / command line | command line peak RSS (GB) |"
echo "|---|---|---|---|---|---|---|---|---|"
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
for n in $SIZES; do
  input="$OUT/first-$n-of-$(basename "$CORPUS")"
  if [ ! -f "$input" ] && [ "$(head -n "$n" "$CORPUS" | wc -c)" -eq "$(stat -c %s "$CORPUS")" ]; then
    input="$CORPUS"
  elif [ ! -f "$input" ]; then
    head -n "$n" "$CORPUS" > "$input.tmp" && mv "$input.tmp" "$input"
  fi
  mb=$(( $(stat -c %s "$input") / 1000000 ))
  cli_walls=(); spark_walls=(); rss=0; cli_pairs=""; spark_pairs=""
  for r in $(seq 1 "$ROUNDS"); do
    SPOTSIGS_JAVA_OPTS="${CLI_JAVA_OPTS:-}" /usr/bin/time -f "%e %M" -o "$OUT/time-cli" "$ROOT/bin/spotsigs" dedup \
      -i "$input" --format jsonl -t 0.9 --threads 2 --no-progress --pairs-order found -p /dev/null \
      --summary-json "$OUT/cli-$n.json" 2> "$OUT/cli-$n-$r.log"
    read -r wall kb < "$OUT/time-cli"
    cli_walls+=("$wall"); rss=$(( kb > rss ? kb : rss ))
    cli_pairs=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["pairs"]["count"])' "$OUT/cli-$n.json")
    s0=$(date +%s.%N)
    spark_submit --master "$SPARK_MASTER" --conf spark.executor.memory="${EXECUTOR_MEM:-5g}" \
      --conf spark.executor.cores=1 --conf spark.cores.max=2 \
      --conf spark.sql.shuffle.partitions="${PARTITIONS:-200}" \
      --conf spark.eventLog.enabled=true --conf spark.eventLog.compress=false --conf spark.eventLog.dir="$OUT/events" -- \
      -i "$input" --format jsonl -t 0.9 --pairs-noop --pairs-order found \
      --summary-json "$OUT/spark-$n.json" 2> "$OUT/spark-$n-$r.log"
    s1=$(date +%s.%N)
    spark_walls+=("$(echo "$s1 - $s0" | bc)")
    spark_pairs=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["pairs.count"])' "$OUT/spark-$n.json")
    if [ "$cli_pairs" != "$spark_pairs" ]; then
      echo "spark-scale: $n documents: $cli_pairs pairs on the command line, $spark_pairs on Spark" >&2
      exit 1
    fi
  done
  cm=$(printf '%s\n' "${cli_walls[@]}" | median); sm=$(printf '%s\n' "${spark_walls[@]}" | median)
  printf '| %s | %s | %s | %s | %s | %.1f | %.1f | %.2f | %.2f |\n' "$n" "$mb" "$cli_pairs" \
    "$(printf '%.1f ' "${cli_walls[@]}")" "$(printf '%.1f ' "${spark_walls[@]}")" "$cm" "$sm" \
    "$(echo "$sm / $cm" | bc -l)" "$(echo "$rss / 1048576" | bc -l)"
done
