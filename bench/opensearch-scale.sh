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
# All pairs of a generated corpus on a real OpenSearch 3.8.0 cluster of three nodes on this machine:
# the run of this plugin (NEW_ZIP) and that of another build (OLD_ZIP: an earlier plugin with the
# same request, or OLD_BODY for another request) side by side on the same index, alternating
# NEW OLD NEW OLD ..., with the wall time of each run and the peak heap of each node.
#
# Usage (not as root: OpenSearch refuses to run as root):
#   bench/opensearch-scale.sh N NEW_ZIP OLD_ZIP [ROUNDS]
#     N        documents: reads target/os-scale/gen-N.jsonl (bench/generate-corpus.sh N
#              target/os-scale/gen-N.jsonl 42)
#     NEW_ZIP  the plugin zip to measure (./mvnw -pl spotsigs-opensearch -am package -DskipTests)
#     OLD_ZIP  the plugin zip of the other build, or "none" to measure NEW only
#     ROUNDS   rounds of NEW then OLD (default 2)
# Environment: HEAP (each node's heap, default 512m), TAU (default 0.9), SHARDS (default 6),
#   OLD_BODY (the request body of the old build's runs, default the same as NEW's; e.g.
#   '{"field": "body", "tau": 0.9, "max_pairs": 0, "threads": 2}' for the gather path's plugin),
#   REPLICAS (default 0), WORK (default target/os-scale/work-N: the distribution, the nodes' data and
#   logs, and runs/ with one line per run in runs/results.tsv).
# The index is built once per WORK: 6 shards sorted by body.len descending, the texts analyzed with
# extraction "none" (they are plain texts), loaded with bulk requests of about 5 MB, refreshed and
# flushed. Each run starts the three nodes (node 1 coordinates every request), waits for green,
# samples every node's heap with jstat every 100 ms, sends
#   POST /gen/_near_duplicates {"field": "body", "tau": TAU, "max_pairs": 0}
# (or OLD_BODY for the old build), and stops the nodes. The index is loaded by NEW_ZIP's plugin. Three peaks of each node's heap during the request: the largest used heap jstat saw
# (S0U+S1U+EU+OU: mostly the young generation filling up to its next collection), the largest heap
# left after a young, mixed or full collection in the node's GC log (live data plus old garbage not
# yet collected), and the largest live heap: every LIVE_EVERY seconds (default 10) the script makes
# every node collect fully (jcmd PID GC.run) and the GC log says what was left; one such collection
# just before the request gives the live heap of the idle node with the index open.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$(id -u)" -eq 0 ]; then
  echo "opensearch-scale: OpenSearch refuses to run as root; run this as another user" >&2
  exit 2
fi
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  sed -n '15,40p' "$0" >&2
  exit 2
fi
N="$1"
NEW_ZIP="$(readlink -f "$2")"
OLD_ZIP="$3"
[ "$OLD_ZIP" != none ] && OLD_ZIP="$(readlink -f "$OLD_ZIP")"
ROUNDS="${4:-2}"
HEAP="${HEAP:-512m}"
LIVE_EVERY="${LIVE_EVERY:-10}"
TAU="${TAU:-0.9}"
SHARDS="${SHARDS:-6}"
REPLICAS="${REPLICAS:-0}"
INPUT="$ROOT/target/os-scale/gen-$N.jsonl"
WORK="$(readlink -m "${WORK:-$ROOT/target/os-scale/work-$N}")"
[ -f "$INPUT" ] || { echo "opensearch-scale: no $INPUT (bench/generate-corpus.sh $N $INPUT 42)" >&2; exit 2; }
JAVA_HOME_25="$("$ROOT/bin/spotsigs" --print-java | xargs dirname | xargs dirname)"
mkdir -p "$WORK/runs"

# shellcheck source=bench/opensearch-nodes.sh
source "$ROOT/bench/opensearch-nodes.sh"
install_home new "$NEW_ZIP"
[ "$OLD_ZIP" != none ] && install_home old "$OLD_ZIP"
node_configs
trap stop EXIT

# ---- the index, once
if [ ! -f "$WORK/loaded" ]; then
  start new
  curl -fsS -XDELETE "$(url /gen)" >/dev/null 2>&1 || true
  curl -fsS -XPUT "$(url /gen)" -H 'Content-Type: application/json' -d "{
    \"settings\": {\"number_of_shards\": $SHARDS, \"number_of_replicas\": $REPLICAS,
      \"index.sort.field\": \"body.len\", \"index.sort.order\": \"desc\",
      \"index.spotsigs.extraction\": \"none\", \"refresh_interval\": \"-1\",
      \"index.translog.durability\": \"async\"},
    \"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}" >/dev/null
  t0=$(date +%s)
  bulk_load gen "$INPUT"
  curl -fsS -XPOST "$(url '/gen/_refresh')" >/dev/null
  curl -fsS -XPOST "$(url '/gen/_flush')" >/dev/null
  t1=$(date +%s)
  count=$(curl -fsS "$(url /gen/_count)" | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])')
  echo "loaded $count documents in $((t1 - t0)) s" | tee "$WORK/loaded"
  stop
fi

# ---- runs
JSTAT="$JAVA_HOME_25/bin/jstat"
JCMD="$JAVA_HOME_25/bin/jcmd"
run() { # VARIANT ROUND
  local variant="$1" round="$2" name="$1-$2"
  local body="{\"field\": \"body\", \"tau\": $TAU, \"max_pairs\": 0}"
  [ "$variant" = old ] && [ -n "${OLD_BODY:-}" ] && body="$OLD_BODY"
  start "$variant"
  local pids=() i
  for i in 1 2 3; do
    pids+=("$(cat "$WORK/pid-$i")")
    "$JSTAT" -gc "${pids[$((i - 1))]}" 100 >"$WORK/runs/$name.jstat-$i" 2>&1 &
    eval "jstat_$i=$!"
  done
  # the live heap before the request: one full collection on every node
  local b0 b1
  b0=$(date +%s.%N)
  for pid in "${pids[@]}"; do "$JCMD" "$pid" GC.run >/dev/null 2>&1 || true; done
  b1=$(date +%s.%N)
  # the live heap: a full collection on every node every LIVE_EVERY seconds during the request
  (
    while sleep "$LIVE_EVERY"; do
      for pid in "${pids[@]}"; do "$JCMD" "$pid" GC.run >/dev/null 2>&1 || true; done
    done
  ) &
  local live=$!
  local t0 t1 status
  t0=$(date +%s.%N)
  status=$(curl -sS -o "$WORK/runs/$name.response.json" -w '%{http_code}' -XPOST "$(url /gen/_near_duplicates)" \
    -H 'Content-Type: application/json' -d "$body" || echo 000)
  t1=$(date +%s.%N)
  kill "$live" 2>/dev/null || true
  sleep 1
  for i in 1 2 3; do eval "kill \$jstat_$i" 2>/dev/null || true; done
  wait 2>/dev/null || true
  python3 - "$WORK" "$name" "$status" "$t0" "$t1" "$N" "$TAU" "$HEAP" "$b0" "$b1" <<'PY'
import datetime, glob, json, re, sys
work, name, status, t0, t1, n, tau, heap, b0, b1 = sys.argv[1:]
runs = work + "/runs/"
def jstat_peak(path):
    peak, header = 0.0, None
    for line in open(path):
        f = line.split()
        if not f:
            continue
        if f[0] == "S0C":
            header = f
            continue
        if header and len(f) == len(header):
            try:
                v = dict(zip(header, map(float, f)))
            except ValueError:
                continue
            peak = max(peak, v["S0U"] + v["S1U"] + v["EU"] + v["OU"])
    return peak / 1024
def gc_after_peak(i, kind, t0=t0, t1=t1):
    """The largest heap left after a pause of the kind between t0 and t1 (MB), from the node's
    GC logs (every start of a node rotates them: all are read, by time)."""
    peak = 0
    for path in glob.glob("%s/logs-%d/gc.log*" % (work, i)):
        for line in open(path, errors="replace"):
            m = re.match(r"\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+)\+0000\]", line)
            g = re.search(r"GC\(\d+\) Pause (%s).* (\d+)M->(\d+)M\((\d+)M\)" % kind, line)
            if m and g:
                t = datetime.datetime.strptime(m.group(1), "%Y-%m-%dT%H:%M:%S.%f")
                t = t.replace(tzinfo=datetime.timezone.utc).timestamp()
                if float(t0) <= t <= float(t1):
                    peak = max(peak, int(g.group(3)))
    return peak
try:
    r = json.load(open(runs + name + ".response.json"))
except Exception:
    r = {}
result = "ok" if status == "200" else "HTTP %s: %s" % (status, str(r.get("error", {}).get("type", r))[:80])
row = [name, n, tau, heap, "%.1f" % (float(t1) - float(t0)), str(r.get("total_pairs", "-")), result]
row += ["%.0f" % jstat_peak(runs + name + ".jstat-%d" % i) for i in (1, 2, 3)]
row += [str(gc_after_peak(i, "Young|Full")) for i in (1, 2, 3)]
row += [str(gc_after_peak(i, r"Full \(Diagnostic Command\)")) for i in (1, 2, 3)]
row += [str(gc_after_peak(i, r"Full \(Diagnostic Command\)", b0, b1)) for i in (1, 2, 3)]
line = "\t".join(map(str, row))
with open(runs + "results.tsv", "a") as out:
    out.write(line + "\n")
print(line)
PY
  stop
}
for r in $(seq "$ROUNDS"); do
  run new "$r"
  [ "$OLD_ZIP" != none ] && run old "$r"
done
echo "columns: run N tau heap wall_s pairs result peak_used_MB(node1 node2 node3) peak_after_gc_MB(node1 node2 node3) peak_live_MB(node1 node2 node3) live_before_MB(node1 node2 node3); node 1 coordinates" >&2
cat "$WORK/runs/results.tsv"
