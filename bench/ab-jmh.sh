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
# Side by side: one JMH benchmark from two builds of spotsigs-jmh (OLD_JAR, NEW_JAR), run
# alternately OLD NEW OLD NEW... ROUNDS times (one fork each), then per benchmark and parameter the
# median score of each side and the ratio NEW / OLD (lower is faster for average-time modes).
# Usage: bench/ab-jmh.sh OLD_JAR NEW_JAR ROUNDS BENCHMARK [jmh options...]
#   e.g. bench/ab-jmh.sh /tmp/old/spotsigs-jmh/target/benchmarks.jar spotsigs-jmh/target/benchmarks.jar 3 QueryBenchmark
# Build each jar in its checkout with: ./mvnw -q -B -DskipTests -pl spotsigs-jmh -am package
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 4 ]; then
  echo "usage: bench/ab-jmh.sh OLD_JAR NEW_JAR ROUNDS BENCHMARK [jmh options...]" >&2
  exit 2
fi
OLD=$1; NEW=$2; ROUNDS=$3; BENCH=$4; shift 4
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
CORPUS="$(bench_corpus)"
if [ -z "$CORPUS" ]; then
  echo "ab-jmh: no corpora to run on (see bench/prepare-corpora.sh)" >&2
  exit 0
fi
JAVA="$("$ROOT/bin/spotsigs" --print-java)"
OUT="$(mktemp -d)"
[ -n "${AB_KEEP:-}" ] || trap 'rm -rf "$OUT"' EXIT
for r in $(seq 1 "$ROUNDS"); do
  for side in old new; do
    jar=$OLD; [ $side = new ] && jar=$NEW
    "$JAVA" -Dspotsigs.corpus="$CORPUS" -jar "$jar" "$BENCH" -f 1 -rf csv -rff "$OUT/$side-$r.csv" "$@" > "$OUT/log" 2>&1 \
      || { tail -20 "$OUT/log" >&2; exit 1; }
    echo "ab-jmh: round $r $side done" >&2
  done
done
# CSV: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit",params...
python3 - "$OUT" "$ROUNDS" <<'PY'
import csv, statistics, sys, os
out, rounds = sys.argv[1], int(sys.argv[2])
scores, unit = {}, {}
for side in ("old", "new"):
    for r in range(1, rounds + 1):
        with open(os.path.join(out, f"{side}-{r}.csv")) as f:
            rows = list(csv.reader(f))
        head = rows[0]
        for row in rows[1:]:
            key = (row[0].split(".")[-1],) + tuple(f"{h.replace('Param: ', '')}={v}" for h, v in zip(head[7:], row[7:]))
            scores.setdefault(key, {"old": [], "new": []})[side].append(float(row[4]))
            unit[key] = row[6]
print("| benchmark | params | old: runs | new: runs | median old | median new | new / old |")
print("|---|---|---|---|---|---|---|")
for key, s in scores.items():
    mo, mn = statistics.median(s["old"]), statistics.median(s["new"])
    runs = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    print(f"| {key[0]} | {' '.join(key[1:])} | {runs(s['old'])} | {runs(s['new'])} | {mo:.1f} {unit[key]} | {mn:.1f} {unit[key]} | {mn / mo:.3f} |")
PY
