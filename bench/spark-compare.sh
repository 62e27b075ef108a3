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
# The pairs of spotsigs-spark against those of spotsigs dedup, byte for byte: for each tau and
# measure, `spotsigs dedup -p FILE` (2 threads) and the Spark application (spark-submit, local[2]:
# the same code the executors of a cluster run) with -p DIR, whose part files in name order must be
# the same bytes as FILE. Prints one Markdown row per run: input, documents, tau, measure, pairs,
# identical (yes / NO), wall of each (s).
# Usage: bench/spark-compare.sh NAME INPUT FORMAT "TAUS" "MEASURES"
#   e.g. bench/spark-compare.sh sample src-test-corpora/news-sample/pages files "0.3 0.5 0.9" "set multiset"
#        bench/spark-compare.sh gold-dev gold-dev   (the development gold set's 1,220 pages, unpacked
#          from ../shared/data/gold-dev.tar.xz to target/gold-dev; skipped with a message when absent)
#        bench/spark-compare.sh gen-100k target/gen-100k.jsonl jsonl   (bench/generate-corpus.sh 100000 ...)
# Outputs go to target/spark-compare/NAME/ (removed after each comparison that is identical).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 2 ]; then
  echo "usage: bench/spark-compare.sh NAME INPUT [FORMAT] [TAUS] [MEASURES]" >&2
  exit 2
fi
NAME=$1; INPUT=$2; FORMAT=${3:-files}; TAUS=${4:-0.3 0.5 0.9}; MEASURES=${5:-set multiset}
if [ "$INPUT" = gold-dev ]; then
  INPUT="$ROOT/target/gold-dev/gold-dev/pages"
  if [ ! -d "$INPUT" ]; then
    if [ ! -f "$ROOT/../shared/data/gold-dev.tar.xz" ]; then
      echo "spark-compare: ../shared/data/gold-dev.tar.xz not found (the development gold set); skipped" >&2
      exit 0
    fi
    mkdir -p "$ROOT/target/gold-dev" && tar -xJf "$ROOT/../shared/data/gold-dev.tar.xz" -C "$ROOT/target/gold-dev"
  fi
fi
if [ ! -e "$INPUT" ]; then
  echo "spark-compare: $INPUT not found; skipped" >&2
  exit 0
fi
# shellcheck source=bench/spark-env.sh
source "$ROOT/bench/spark-env.sh"
spark_build
OUT="$ROOT/target/spark-compare/$NAME"
mkdir -p "$OUT"
"$ROOT/bin/spotsigs" --version >/dev/null
fmt=(); [ "$FORMAT" != files ] && fmt=(--format "$FORMAT")
echo "| input | tau | measure | pairs (command line) | pairs (Spark) | identical | command line (s) | Spark local[2] (s) |"
echo "|---|---|---|---|---|---|---|---|"
for tau in $TAUS; do
  for m in $MEASURES; do
    run="$OUT/$tau-$m"
    rm -rf "$run" && mkdir -p "$run"
    s0=$(date +%s.%N)
    "$ROOT/bin/spotsigs" dedup -i "$INPUT" "${fmt[@]}" -t "$tau" --measure "$m" --threads 2 --no-progress \
      -p "$run/cli.tsv" 2> "$run/cli.log"
    s1=$(date +%s.%N)
    spark_submit --master 'local[2]' --conf spark.sql.shuffle.partitions=8 -- \
      -i "$INPUT" --format "$FORMAT" -t "$tau" --measure "$m" -p "$run/spark" 2> "$run/spark.log" || true
    s2=$(date +%s.%N)
    cli_pairs=$(wc -l < "$run/cli.tsv")
    if [ -d "$run/spark" ]; then
      spark_pairs=$(cat "$run"/spark/part-* | wc -l)
      if cat "$run"/spark/part-* | cmp -s - "$run/cli.tsv"; then same=yes; else same=NO; fi
    else
      spark_pairs="failed (see $run/spark.log)"; same=NO
    fi
    printf '| %s | %s | %s | %s | %s | %s | %.1f | %.1f |\n' "$NAME" "$tau" "$m" "$cli_pairs" "$spark_pairs" "$same" \
      "$(echo "$s1 - $s0" | bc)" "$(echo "$s2 - $s1" | bc)"
    [ "$same" = yes ] && rm -rf "$run/spark" "$run/cli.tsv"
  done
done
