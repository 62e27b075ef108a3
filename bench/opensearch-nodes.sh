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
# Shared by bench/opensearch-scale.sh and bench/opensearch-indexing.sh (sourced, not run): the real
# OpenSearch 3.8.0 distribution in WORK with a plugin zip installed per build (install_home), three
# nodes on loopback with HEAP each (their configs made once from home-new's), start/stop of the
# nodes of one build, and bulk loading of a generated corpus. The caller sets ROOT, WORK, HEAP and
# JAVA_HOME_25; PORT (default 9250) moves the nodes' ports (HTTP PORT+1..PORT+3, transport
# PORT+101..PORT+103), so that two clusters can run at once.
# shellcheck shell=bash

PORT="${PORT:-9250}"

# ---- the distribution
if [ ! -d "$WORK/dist" ]; then
  (cd "$ROOT" && ./mvnw -q dependency:copy \
    -Dartifact=org.opensearch.distribution.integ-test-zip:opensearch:3.8.0:zip -DoutputDirectory="$WORK/dist")
fi
install_home() { # NAME ZIP
  local home="$WORK/home-$1"
  if [ ! -d "$home" ]; then
    mkdir -p "$WORK/unzip-$1"
    unzip -q "$WORK/dist/opensearch-3.8.0.zip" -d "$WORK/unzip-$1"
    mv "$WORK/unzip-$1/opensearch-3.8.0" "$home"
    rmdir "$WORK/unzip-$1"
    OPENSEARCH_JAVA_HOME="$JAVA_HOME_25" "$home/bin/opensearch-plugin" install --batch "file://$2" >"$WORK/plugin-$1.log" 2>&1
  fi
}
# ---- three nodes on loopback, each with its own config, data, logs and GC log (after install_home new)
node_configs() {
for i in 1 2 3; do
  conf="$WORK/conf-$i"
  mkdir -p "$WORK/logs-$i"
  if [ ! -d "$conf" ]; then
    cp -r "$WORK/home-new/config" "$conf"
    cat >"$conf/opensearch.yml" <<EOF
cluster.name: spotsigs-scale-$PORT
node.name: node-$i
network.host: 127.0.0.1
http.port: $((PORT + i))
transport.port: $((PORT + 100 + i))
path.data: $WORK/data-$i
path.logs: $WORK/logs-$i
discovery.seed_hosts: ["127.0.0.1:$((PORT + 101))", "127.0.0.1:$((PORT + 102))", "127.0.0.1:$((PORT + 103))"]
cluster.initial_cluster_manager_nodes: ["node-1", "node-2", "node-3"]
cluster.routing.allocation.disk.threshold_enabled: false
EOF
    sed -i -e "s/^-Xms1g/-Xms$HEAP/" -e "s/^-Xmx1g/-Xmx$HEAP/" \
      -e "s|file=logs/gc.log|file=$WORK/logs-$i/gc.log|" \
      -e "s|^-XX:+HeapDumpOnOutOfMemoryError|-XX:-HeapDumpOnOutOfMemoryError|" "$conf/jvm.options"
  fi
done
}

url() { echo "http://127.0.0.1:$((PORT + 1))$1"; }

start() { # HOME_NAME
  for i in 1 2 3; do
    rm -f "$WORK/pid-$i"
    if ! OPENSEARCH_PATH_CONF="$WORK/conf-$i" OPENSEARCH_JAVA_HOME="$JAVA_HOME_25" \
      "$WORK/home-$1/bin/opensearch" -d -p "$WORK/pid-$i" >"$WORK/console-$i.log" 2>&1; then
      echo "opensearch-scale: node $i did not start; see $WORK/console-$i.log" >&2
      exit 1
    fi
  done
  for _ in $(seq 300); do
    if curl -fsS "$(url '/_cluster/health?wait_for_nodes=3&timeout=1s')" >/dev/null 2>&1; then
      curl -fsS "$(url '/_cluster/health?wait_for_status=green&timeout=300s')" >/dev/null 2>&1 || true
      return 0
    fi
    sleep 1
  done
  echo "opensearch-scale: the nodes did not start; see $WORK/logs-*" >&2
  stop
  exit 1
}

stop() { # the nodes remove their PID files as they exit: read them first
  local pids=() i pid
  for i in 1 2 3; do
    pid="$(cat "$WORK/pid-$i" 2>/dev/null || true)"
    [ -n "$pid" ] && pids+=("$pid")
  done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 120); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  done
  rm -f "$WORK"/pid-?
}


# ---- bulk_load INDEX INPUT [LIMIT]: the first LIMIT documents (default all) of a generated corpus
# (JSON lines {"id", "text"}) into INDEX's field body, in bulk requests of about 5 MB
bulk_load() {
  local index="$1" input="$2" limit="${3:-0}"
  python3 - "$input" "$(url /_bulk)" "$index" "$limit" <<'PY'
import json, sys, urllib.request
path, url, index, limit = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def send(lines):
    req = urllib.request.Request(url, data="".join(lines).encode(), headers={"Content-Type": "application/x-ndjson"})
    with urllib.request.urlopen(req, timeout=3600) as r:
        body = json.load(r)
    if body.get("errors"):
        bad = [i for i in body["items"] if "error" in i["index"]][:3]
        sys.exit("bulk errors: %s" % bad)
lines, size, n = [], 0, 0
with open(path, encoding="utf-8") as f:
    for line in f:
        if limit and n >= limit:
            break
        doc = json.loads(line)
        lines.append(json.dumps({"index": {"_index": index, "_id": doc["id"]}}) + "\n")
        lines.append(json.dumps({"body": doc["text"]}) + "\n")
        size += len(line)
        n += 1
        if size > 5_000_000:
            send(lines)
            lines, size = [], 0
    if lines:
        send(lines)
print("indexed %d documents" % n, file=sys.stderr)
PY
}
