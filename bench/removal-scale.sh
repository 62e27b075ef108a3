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
# Removals with bounded memory: a dataset of N documents (default 1,000,000) in which one cluster of
# C (default 100,000) near-duplicates of one article is spread through a generated corpus, then
# `dedup --cluster-method incremental --removals` within a 2 GB heap, its wall time and peak RSS;
# and, where the all-pairs route completes (the generated part alone, without the giant cluster),
# its removals against the incremental ones and against the same route with the pairs not held
# (`--pairs-order found`) in a 2 GB heap.
# Usage: bench/removal-scale.sh [N] [C] [TAU]        (writes under target/removal-scale/)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
N=${1:-1000000}
C=${2:-100000}
TAU=${3:-0.9}
OUT="$ROOT/target/removal-scale"
mkdir -p "$OUT"
BASE="$OUT/gen-$((N - C)).jsonl"
if [ ! -s "$BASE" ]; then
  "$ROOT/bench/generate-corpus.sh" "$((N - C))" "$BASE" 42
fi
[ -s "$BASE" ] || { echo "removal-scale: no generated corpus (see bench/prepare-corpora.sh); skipped" >&2; exit 0; }
DATA="$OUT/with-cluster-$N.jsonl"
if [ ! -s "$DATA" ]; then
  # the article: the first document of 3,000 to 6,000 characters; copy i has one word replaced by
  # a word of its own, and a copy follows every (N - C) / C documents of the corpus
  python3 - "$BASE" "$DATA" "$C" <<'PY'
import json, random, sys
base, out, c = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(base, encoding="utf-8").read().splitlines()
article = next(json.loads(l)["text"] for l in lines if 3000 <= len(json.loads(l)["text"]) <= 6000)
words = article.split(" ")
rnd = random.Random(42)
every = max(1, len(lines) // c)
with open(out, "w", encoding="utf-8") as f:
    made = 0
    for i, line in enumerate(lines):
        f.write(line + "\n")
        if i % every == every - 1 and made < c:
            w = list(words)
            w[rnd.randrange(len(w))] = "copyword%d" % made
            f.write(json.dumps({"id": "cluster/%06d" % made, "text": " ".join(w)}) + "\n")
            made += 1
    while made < c:
        w = list(words)
        w[rnd.randrange(len(w))] = "copyword%d" % made
        f.write(json.dumps({"id": "cluster/%06d" % made, "text": " ".join(w)}) + "\n")
        made += 1
PY
fi
echo "dataset: $(wc -l <"$DATA") documents, $(du -h "$DATA" | cut -f1)"
run() { # name heap args...
  local name=$1 heap=$2
  shift 2
  SPOTSIGS_JAVA_OPTS="-Xmx$heap" /usr/bin/time -v "$ROOT/bin/spotsigs" dedup --no-progress "$@" \
    2>"$OUT/$name.err" || echo "$name: exit $?"
  grep -E "Maximum resident|Elapsed \(wall" "$OUT/$name.err" | sed "s/^/$name: /"
  grep -E "^  (decided|removals|held|time|pairs)" "$OUT/$name.err" | sed "s/^/$name: /"
}
run incremental-1m 2g -i "$DATA" --format jsonl -t "$TAU" --cluster-method incremental \
  --removals "$OUT/incremental-$N.removals.tsv" --summary-json "$OUT/incremental-$N.json"
# where the all-pairs route completes: the generated part alone
run incremental-base 2g -i "$BASE" --format jsonl -t "$TAU" --cluster-method incremental \
  --removals "$OUT/incremental-base.removals.tsv"
run allpairs-base 4g -i "$BASE" --format jsonl -t "$TAU" --pairs /dev/null \
  --removals "$OUT/allpairs-base.removals.tsv"
# the components' removals without holding the pairs (a union-find over the pairs as found), in the
# 2 GB heap: the same file as the held route's
run streamed-base 2g -i "$BASE" --format jsonl -t "$TAU" --pairs-order found \
  --removals "$OUT/streamed-base.removals.tsv"
if cmp -s "$OUT/streamed-base.removals.tsv" "$OUT/allpairs-base.removals.tsv"; then
  echo "removals: --pairs-order found (2 GB) and the held pairs (4 GB): the same file"
else
  echo "removals: --pairs-order found and the held pairs DIFFER" >&2
  exit 1
fi
python3 - "$OUT/incremental-base.removals.tsv" "$OUT/allpairs-base.removals.tsv" <<'PY'
import sys
def load(p):
    return {l.split("\t")[0]: l.split("\t")[1] for l in open(p, encoding="utf-8")}
a, b = load(sys.argv[1]), load(sys.argv[2])
same = sum(1 for k in a if b.get(k) == a[k])
print(f"removals: incremental {len(a):,}, all pairs (components) {len(b):,}; the same document dropped"
      f" for the same survivor: {same:,}; dropped by one only: {len(a.keys() ^ b.keys()):,}")
PY
