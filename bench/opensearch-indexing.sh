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
# What indexing costs with a spotsigs field against a plain text field: the same documents of a
# generated corpus bulk-loaded into a real OpenSearch 3.8.0 cluster of three nodes on this machine,
# one index per variant, the variants alternating round after round, each index deleted after its
# load. Variants:
#   text      {"body": {"type": "text"}}, no index sort
#   sigs      {"body": {"type": "spotsigs"}}, extraction "none" (the texts as they are), the index
#             sorted by body.len descending (the layout the matcher wants)
#   sigs-article  the same with the default article extraction (an HTML5 parse of each text)
# Usage (not as root: OpenSearch refuses to run as root):
#   bench/opensearch-indexing.sh N ZIP [ROUNDS] [DOCS]
#     N       reads target/os-scale/gen-N.jsonl (bench/generate-corpus.sh N target/os-scale/gen-N.jsonl 42)
#     ZIP     the plugin zip (./mvnw -pl spotsigs-opensearch -am package -DskipTests)
#     ROUNDS  rounds of all variants (default 2)
#     DOCS    the first DOCS documents only (default all)
# Environment: HEAP (default 512m), SHARDS (default 6), REPLICAS (default 0), VARIANTS (default
#   "text sigs sigs-article"), WORK (default target/os-scale/work-indexing). Every index is created
#   with refresh_interval -1 and async translog, loaded in bulk requests of about 5 MB, refreshed and
#   flushed; the wall time covers the load, the refresh and the flush. One line per load in
#   WORK/indexing.tsv: variant, round, documents, wall seconds, index size in bytes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$(id -u)" -eq 0 ]; then
  echo "opensearch-indexing: OpenSearch refuses to run as root; run this as another user" >&2
  exit 2
fi
if [ $# -lt 2 ] || [ $# -gt 4 ]; then
  sed -n '15,35p' "$0" >&2
  exit 2
fi
N="$1"
ZIP="$(readlink -f "$2")"
ROUNDS="${3:-2}"
DOCS="${4:-0}"
HEAP="${HEAP:-512m}"
SHARDS="${SHARDS:-6}"
REPLICAS="${REPLICAS:-0}"
VARIANTS="${VARIANTS:-text sigs sigs-article}"
INPUT="$ROOT/target/os-scale/gen-$N.jsonl"
WORK="$(readlink -m "${WORK:-$ROOT/target/os-scale/work-indexing}")"
[ -f "$INPUT" ] || { echo "opensearch-indexing: no $INPUT (bench/generate-corpus.sh $N $INPUT 42)" >&2; exit 2; }
JAVA_HOME_25="$("$ROOT/bin/spotsigs" --print-java | xargs dirname | xargs dirname)"
mkdir -p "$WORK"
# shellcheck source=bench/opensearch-nodes.sh
source "$ROOT/bench/opensearch-nodes.sh"
install_home new "$ZIP"
node_configs
trap stop EXIT
start new

mapping() { # VARIANT
  case "$1" in
    text) echo '"mappings": {"properties": {"body": {"type": "text"}}}' ;;
    sigs) echo '"mappings": {"properties": {"body": {"type": "spotsigs"}}}' ;;
    sigs-article) echo '"mappings": {"properties": {"body": {"type": "spotsigs"}}}' ;;
    *) echo "opensearch-indexing: unknown variant $1" >&2; exit 2 ;;
  esac
}
settings() { # VARIANT
  local s="\"number_of_shards\": $SHARDS, \"number_of_replicas\": $REPLICAS, \"refresh_interval\": \"-1\", \"index.translog.durability\": \"async\""
  case "$1" in
    sigs) s="$s, \"index.sort.field\": \"body.len\", \"index.sort.order\": \"desc\", \"index.spotsigs.extraction\": \"none\"" ;;
    sigs-article) s="$s, \"index.sort.field\": \"body.len\", \"index.sort.order\": \"desc\"" ;;
  esac
  echo "\"settings\": {$s}"
}

for r in $(seq "$ROUNDS"); do
  for v in $VARIANTS; do
    curl -fsS -XDELETE "$(url "/idx-$v")" >/dev/null 2>&1 || true
    curl -fsS -XPUT "$(url "/idx-$v")" -H 'Content-Type: application/json' \
      -d "{$(settings "$v"), $(mapping "$v")}" >/dev/null
    t0=$(date +%s.%N)
    bulk_load "idx-$v" "$INPUT" "$DOCS" 2>/dev/null
    curl -fsS -XPOST "$(url "/idx-$v/_refresh")" >/dev/null
    curl -fsS -XPOST "$(url "/idx-$v/_flush")" >/dev/null
    t1=$(date +%s.%N)
    stats=$(curl -fsS "$(url "/idx-$v/_stats/docs,store")")
    line=$(python3 - "$v" "$r" "$t0" "$t1" "$stats" <<'PY'
import json, sys
v, r, t0, t1, stats = sys.argv[1:]
p = json.loads(stats)["_all"]["primaries"]
print("\t".join([v, r, str(p["docs"]["count"]), "%.1f" % (float(t1) - float(t0)), str(p["store"]["size_in_bytes"])]))
PY
)
    echo "$line" | tee -a "$WORK/indexing.tsv"
    curl -fsS -XDELETE "$(url "/idx-$v")" >/dev/null
  done
done
echo "columns: variant round documents wall_s primary_store_bytes" >&2
