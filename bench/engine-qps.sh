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
# Queries per second of the plugin's near_duplicate query against more_like_this, side by side on
# the same index of one node of the real distribution: OpenSearch 3.8.0 or Elasticsearch 9.2.0
# (the integ-test zip from Maven Central, the plugin zip of this checkout installed).
#
# The index holds the Reuters-21578 stories that have a body (../shared/data/corpora, prepared by
# bench/prepare-corpora.sh) twice: in a spotsigs field (body, the default analyzer, the index sorted
# by body.len) and in a text field (text). The probes are PROBES stories (a fixed sample); each query
# gives one of them as its like text: near_duplicate at tau TAU on body, more_like_this on text (its
# defaults: min_term_freq 2, max_query_terms 25, min_doc_freq 5; size 10 for both). For CLIENTS in 1
# and 16 closed-loop clients (bench/SearchLoad), ROUNDS rounds alternate the two queries (A B, then B
# A), SECONDS each after WARMUP seconds; every line gives the queries per second, the latencies and
# the node's CPU seconds per 1,000 queries (its utime + stime over the measured run, /proc).
#
# Usage: bench/engine-qps.sh opensearch|elasticsearch [ROUNDS] [SECONDS]
#   env: TAU (0.8), PROBES (200), WARMUP (5), HEAP (1g), PORT (9350: HTTP PORT, transport PORT+100)
# Prints TSV: engine query clients round queries seconds qps p50_ms p99_ms hits cpu_s_per_1000;
# then the medians and the ratio near_duplicate / more_like_this per client count.
# The engines refuse to run as root: run this as a normal user.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
ENGINE="${1:?usage: bench/engine-qps.sh opensearch|elasticsearch [ROUNDS] [SECONDS]}"
ROUNDS="${2:-3}"
SECS="${3:-20}"
TAU="${TAU:-0.8}"
PROBES="${PROBES:-200}"
WARMUP="${WARMUP:-5}"
HEAP="${HEAP:-1g}"
PORT="${PORT:-9350}"
if [ "$(id -u)" -eq 0 ]; then
  echo "engine-qps: $ENGINE refuses to run as root: run this as a normal user" >&2
  exit 1
fi
case "$ENGINE" in
  opensearch)
    VERSION=3.8.0 ARTIFACT=org.opensearch.distribution.integ-test-zip:opensearch:3.8.0:zip
    MODULE=spotsigs-opensearch ENV_PREFIX=OPENSEARCH MASTERS=cluster.initial_cluster_manager_nodes
    EXTRA_YML="" ;;
  elasticsearch)
    VERSION=9.2.0 ARTIFACT=org.elasticsearch.distribution.integ-test-zip:elasticsearch:9.2.0:zip
    MODULE=spotsigs-elasticsearch ENV_PREFIX=ES MASTERS=cluster.initial_master_nodes
    EXTRA_YML="xpack.security.enabled: false" ;;
  *) echo "engine-qps: unknown engine '$ENGINE': opensearch or elasticsearch" >&2; exit 1 ;;
esac
WORK="$ROOT/target/engine-qps/$ENGINE"
JAVA_HOME_25="$("$ROOT/bin/spotsigs" --print-java | xargs dirname | xargs dirname)"
mkdir -p "$WORK"

# ---- the distribution with this checkout's plugin
ZIP="$(ls "$ROOT/$MODULE"/target/spotsigs-*-"$ENGINE"-"$VERSION".zip 2>/dev/null | head -1 || true)"
if [ -z "$ZIP" ]; then
  (cd "$ROOT" && ./mvnw -q -B -DskipTests -pl "$MODULE" -am package) >&2
  ZIP="$(ls "$ROOT/$MODULE"/target/spotsigs-*-"$ENGINE"-"$VERSION".zip | head -1)"
fi
HOME_DIR="$WORK/$ENGINE-$VERSION"
if [ ! -d "$HOME_DIR" ]; then
  (cd "$ROOT" && ./mvnw -q dependency:copy -Dartifact="$ARTIFACT" -DoutputDirectory="$WORK") >&2
  unzip -q "$WORK/$ENGINE-$VERSION.zip" -d "$WORK"
  env "${ENV_PREFIX}_JAVA_HOME=$JAVA_HOME_25" "$HOME_DIR/bin/$ENGINE-plugin" install --batch "file://$ZIP" >"$WORK/plugin.log" 2>&1
fi
CONF="$WORK/config"
rm -rf "$CONF" "$WORK/data" "$WORK/logs"
cp -r "$HOME_DIR/config" "$CONF"
cat >"$CONF/$ENGINE.yml" <<EOF
cluster.name: engine-qps
node.name: node-1
network.host: 127.0.0.1
http.port: $PORT
transport.port: $((PORT + 100))
path.data: $WORK/data
path.logs: $WORK/logs
discovery.type: single-node
cluster.routing.allocation.disk.threshold_enabled: false
$EXTRA_YML
EOF
url() { echo "http://127.0.0.1:$PORT$1"; }
stop() {
  local pid
  pid="$(cat "$WORK/pid" 2>/dev/null || true)"
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 120); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  fi
}
trap stop EXIT
rm -f "$WORK/pid"
env "${ENV_PREFIX}_JAVA_HOME=$JAVA_HOME_25" "${ENV_PREFIX}_PATH_CONF=$CONF" \
  "${ENV_PREFIX}_JAVA_OPTS=-Xms$HEAP -Xmx$HEAP" \
  "$HOME_DIR/bin/$ENGINE" -d -p "$WORK/pid" >"$WORK/console.log" 2>&1
for _ in $(seq 300); do
  curl -fsS "$(url /_cluster/health?wait_for_status=green\&timeout=1s)" >/dev/null 2>&1 && break
  sleep 1
done
NODE_PID="$(cat "$WORK/pid")"

# ---- the corpus, the index and the probes
CORPUS="$(bench_corpus)"
if [ -z "$CORPUS" ]; then
  echo "engine-qps: the real corpora are not there (../shared/data/corpora)" >&2
  exit 1
fi
curl -fsS -XPUT "$(url /reuters)" -H 'Content-Type: application/json' -d '{
  "settings": {"number_of_shards": 1, "number_of_replicas": 0, "index.sort.field": "body.len", "index.sort.order": "desc"},
  "mappings": {"properties": {"body": {"type": "spotsigs"}, "text": {"type": "text"}}}}' >/dev/null
python3 - "$CORPUS/reuters" "$(url /_bulk?refresh=true)" "$WORK" "$PROBES" "$TAU" <<'PY'
import html, json, os, random, re, sys, urllib.request
corpus, url, work, probes, tau = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
body = re.compile(r"<BODY>(.*?)</BODY>", re.S)
docs = []
for name in sorted(os.listdir(corpus)):
    with open(os.path.join(corpus, name), encoding="latin-1") as f:
        m = body.search(f.read())
    if m:
        docs.append((name[:-4], html.unescape(m.group(1)).replace("\x03", "").strip()))
def send(lines):
    req = urllib.request.Request(url, data="".join(lines).encode(), headers={"Content-Type": "application/x-ndjson"})
    with urllib.request.urlopen(req, timeout=3600) as r:
        answer = json.load(r)
    if answer.get("errors"):
        sys.exit("bulk errors: %s" % [i for i in answer["items"] if "error" in i["index"]][:3])
lines, size = [], 0
for doc_id, text in docs:
    lines.append(json.dumps({"index": {"_index": "reuters", "_id": doc_id}}) + "\n")
    lines.append(json.dumps({"body": text, "text": text}) + "\n")
    size += len(text)
    if size > 5_000_000:
        send(lines)
        lines, size = [], 0
if lines:
    send(lines)
sample = random.Random(42).sample(docs, probes)
with open(os.path.join(work, "near_duplicate.jsonl"), "w") as nd, open(os.path.join(work, "more_like_this.jsonl"), "w") as mlt:
    for _, text in sample:
        nd.write(json.dumps({"query": {"near_duplicate": {"field": "body", "like": text, "tau": tau}}, "size": 10, "_source": False}) + "\n")
        mlt.write(json.dumps({"query": {"more_like_this": {"fields": ["text"], "like": text}}, "size": 10, "_source": False}) + "\n")
print("engine-qps: indexed %d Reuters stories, %d probes" % (len(docs), probes), file=sys.stderr)
PY
curl -fsS -XPOST "$(url /reuters/_forcemerge?max_num_segments=1)" >/dev/null

cpu_ticks() { awk '{print $14 + $15}' "/proc/$NODE_PID/stat"; }
TICKS="$(getconf CLK_TCK)"
RESULTS="$WORK/results.tsv"
: >"$RESULTS"
echo -e "engine\tquery\tclients\tround\tqueries\tseconds\tqps\tp50_ms\tp99_ms\thits\tcpu_s_per_1000"
for clients in 1 16; do
  for round in $(seq "$ROUNDS"); do
    order="near_duplicate more_like_this"
    [ $((round % 2)) -eq 0 ] && order="more_like_this near_duplicate"
    for q in $order; do
      before="$(cpu_ticks)"
      line="$(bench_java org.spotsigs.bench.SearchLoad "$(url /reuters/_search)" "$WORK/$q.jsonl" \
        "$clients" "$SECS" "$WARMUP" 100000000)"
      after="$(cpu_ticks)"
      # CPU over warmup and run together, per 1,000 measured queries (the warmup runs the same load)
      echo "$line" | awk -v e="$ENGINE" -v q="$q" -v r="$round" -v d="$((after - before))" -v t="$TICKS" \
        -v s="$SECS" -v w="$WARMUP" 'BEGIN{FS=OFS="\t"} {
          cpu = d / t * s / (s + w); print e, q, $1, r, $2, $3, $4, $5, $6, $7, sprintf("%.3f", cpu / $2 * 1000)}' \
        | tee -a "$RESULTS"
    done
  done
done
python3 - "$RESULTS" <<'PY'
import statistics, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
print()
for clients in ("1", "16"):
    med = {}
    for q in ("near_duplicate", "more_like_this"):
        sel = [r for r in rows if r[1] == q and r[2] == clients]
        med[q] = (statistics.median(float(r[6]) for r in sel), statistics.median(float(r[10]) for r in sel))
        print("%s clients=%s %-15s median qps %.1f, CPU s per 1000 queries %.3f (%d rounds)" % (rows[0][0], clients, q, med[q][0], med[q][1], len(sel)))
    print("%s clients=%s ratio near_duplicate / more_like_this: qps %.2f, CPU per query %.2f" % (
        rows[0][0], clients, med["near_duplicate"][0] / med["more_like_this"][0], med["near_duplicate"][1] / med["more_like_this"][1]))
PY
