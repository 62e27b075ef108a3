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
# Skew: a dataset holding one cluster of 100,000 near-identical documents, run by spotsigs-spark on a
# standalone cluster of this machine (a master and two workers, one core each; bench/spark-env.sh),
# and the time of every task per stage from the run's event log (bench/spark-tasks.py): the target is
# no task longer than 10 times the median task of its stage.
# The dataset (target/spark-skew/skew.jsonl): the 100,000 documents of a generated corpus
# (bench/generate-corpus.sh 100000, seed 42) and, shuffled among them, 100,000 copies of one of its
# documents (the first plain text of at least 400 words) each with one word replaced (one of 60
# places, one of 50 words: 3,000 possible texts, so about 3,000 distinct vectors, every one a
# near-duplicate of every other, and groups of identical ones). Its pairs (billions) are counted,
# not made; the removals are written.
# Usage: bench/spark-skew.sh [TAU]   (default 0.5)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TAU=${1:-0.5}
OUT="$ROOT/target/spark-skew"
GEN="$ROOT/target/gen-100k.jsonl"
mkdir -p "$OUT"
if [ ! -f "$GEN" ]; then
  "$ROOT/bench/generate-corpus.sh" 100000 "$GEN" 42
fi
if [ ! -f "$GEN" ]; then
  echo "spark-skew: no generated corpus (the real corpora are absent); nothing to do" >&2
  exit 0
fi
if [ ! -f "$OUT/skew.jsonl" ]; then
  python3 - "$GEN" "$OUT/skew.jsonl" <<'PY'
import json, random, sys
src, out = sys.argv[1], sys.argv[2]
docs = [line.rstrip("\n") for line in open(src, encoding="utf-8")]
base = None
for line in docs:
    text = json.loads(line)["text"]
    if "<" not in text and len(text.split()) >= 400:
        base = text.split()
        break
rng = random.Random(42)
places = [len(base) * (i + 1) // 61 for i in range(60)]
words = ["river", "market", "council", "engine", "harvest", "ledger", "signal", "orchard", "voltage",
         "meadow", "tariff", "galaxy", "quarry", "harbor", "canvas", "pepper", "summit", "lantern",
         "cobalt", "tundra", "saddle", "walnut", "anchor", "beacon", "cipher", "dynamo", "ember",
         "falcon", "granite", "hollow", "island", "jasmine", "kettle", "lagoon", "marble", "nectar",
         "oyster", "prairie", "quiver", "raven", "spruce", "thistle", "umber", "velvet", "willow",
         "yonder", "zephyr", "basalt", "copper", "delta"]
copies = []
for i in range(100_000):
    w = list(base)
    w[rng.choice(places)] = rng.choice(words)
    copies.append(json.dumps({"id": f"skew-{i}", "text": " ".join(w)}))
lines = docs + copies
rng.shuffle(lines)
with open(out, "w", encoding="utf-8") as f:
    for line in lines:
        f.write(line + "\n")
PY
fi
# shellcheck source=bench/spark-env.sh
source "$ROOT/bench/spark-env.sh"
spark_build
spark_cluster_start 2 1 "${WORKER_MEM:-6g}"
trap spark_cluster_stop EXIT
rm -rf "$OUT/events" "$OUT/removals" && mkdir -p "$OUT/events"
s0=$(date +%s.%N)
spark_submit --master "$SPARK_MASTER" --conf spark.executor.memory="${EXECUTOR_MEM:-5g}" \
  --conf spark.executor.cores=1 --conf spark.cores.max=2 \
  --conf spark.sql.shuffle.partitions="${PARTITIONS:-200}" \
  --conf spark.eventLog.enabled=true --conf spark.eventLog.compress=false --conf spark.eventLog.dir="$OUT/events" -- \
  -i "$OUT/skew.jsonl" --format jsonl -t "$TAU" --removals "$OUT/removals" \
  --summary-json "$OUT/summary.json" 2> "$OUT/spark.log"
s1=$(date +%s.%N)
grep -A12 '^spotsigs-spark dedup' "$OUT/spark.log" | grep -v -E ' (INFO|WARN) ' || true
printf 'wall %.1f s\n\n' "$(echo "$s1 - $s0" | bc)"
python3 "$ROOT/bench/spark-tasks.py" "$(ls -td "$OUT"/events/*/events_* "$OUT"/events/app-* 2>/dev/null | head -n 1)"
