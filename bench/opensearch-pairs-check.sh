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
# Checks that all pairs of the index bench/opensearch-scale.sh built (WORK, its index "gen") are
# exactly the pairs of `spotsigs dedup` on the same documents: starts the three nodes with the
# plugin installed there as "new", asks for every pair in the response (max_pairs above the CLI's
# count), and compares the two sets of unordered id pairs and their similarities.
# Usage (not as root): bench/opensearch-pairs-check.sh N TAU CLI_PAIRS
#   CLI_PAIRS  the pairs file of: bin/spotsigs dedup -i target/os-scale/gen-N.jsonl --format jsonl
#              -t TAU --extractor none --pairs CLI_PAIRS
# Environment: WORK (default target/os-scale/work-N), HEAP (default 512m), PORT (default 9250).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$(id -u)" -eq 0 ] || [ $# -ne 3 ]; then
  sed -n '15,23p' "$0" >&2
  exit 2
fi
N="$1"
TAU="$2"
CLI_PAIRS="$(readlink -f "$3")"
HEAP="${HEAP:-512m}"
WORK="$(readlink -m "${WORK:-$ROOT/target/os-scale/work-$N}")"
[ -f "$WORK/loaded" ] || { echo "opensearch-pairs-check: no index in $WORK (bench/opensearch-scale.sh)" >&2; exit 2; }
JAVA_HOME_25="$("$ROOT/bin/spotsigs" --print-java | xargs dirname | xargs dirname)"
# shellcheck source=bench/opensearch-nodes.sh
source "$ROOT/bench/opensearch-nodes.sh"
trap stop EXIT
start new
max=$(($(wc -l <"$CLI_PAIRS") + 1000))
curl -fsS -XPOST "$(url /gen/_near_duplicates)" -H 'Content-Type: application/json' \
  -d "{\"field\": \"body\", \"tau\": $TAU, \"max_pairs\": $max}" >"$WORK/pairs-check-$TAU.json"
python3 - "$WORK/pairs-check-$TAU.json" "$CLI_PAIRS" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
cluster = {}
for p in r["pairs"]:
    cluster[tuple(sorted((p["a"], p["b"])))] = p["overlap"] / p["union"]
cli = {}
for line in open(sys.argv[2]):
    a, b, sim = line.rstrip("\n").split("\t")[:3]
    cli[tuple(sorted((a, b)))] = float(sim)
only_cluster = cluster.keys() - cli.keys()
only_cli = cli.keys() - cluster.keys()
off = [k for k in cluster.keys() & cli.keys() if abs(cluster[k] - cli[k]) > 1e-6]
print("cluster %d pairs (total_pairs %d), cli %d pairs; only in the cluster's %d, only in the cli's %d, similarity differs %d"
      % (len(cluster), r["total_pairs"], len(cli), len(only_cluster), len(only_cli), len(off)))
sys.exit(0 if not only_cluster and not only_cli and not off and r["total_pairs"] == len(cli) else 1)
PY
