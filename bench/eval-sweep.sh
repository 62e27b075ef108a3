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
# The tuning sweep of docs/EVALUATION.md: SpotSigs alone on the development gold set, one
# configuration per line (best F1 and its tau, the F1 >= 0.9 range, the best F1 at precision >= 0.95).
# Usage: bench/eval-sweep.sh [A|B|C|all]   (results and JSON reports under target/eval-sweep/)
# Tune on gold-dev only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOLD="${GOLD:-$ROOT/../shared/data/gold-dev.tar.xz}"
OUT="$ROOT/target/eval-sweep"
mkdir -p "$OUT"
[ -e "$GOLD" ] || { echo "eval-sweep: no gold set at $GOLD (set GOLD=...)" >&2; exit 1; }

run() { # NAME OPTIONS...
  local name=$1; shift
  "$ROOT/bin/spotsigs" eval --gold "$GOLD" --work-dir "$ROOT/target" --methods spotsigs --tau-sweep 0.01:1.0:0.01 \
    --json "$OUT/$name.json" "$@" >/dev/null 2>"$OUT/$name.err" || { echo "$name FAILED (see $OUT/$name.err)"; return; }
  python3 - "$OUT/$name.json" "$name" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))["methods"][0]
b, rg = m["best"], m["f1Range"]
p95 = [t for t in m["sweep"] if t["precision"] >= 0.95]
bp = max(p95, key=lambda t: t["f1"]) if p95 else None
line = f"{sys.argv[2]:42s} best F1 {b['f1']:.3f} @ {b['tau']:.2f} (P {b['precision']:.3f} R {b['recall']:.3f})"
line += f" | F1>=0.9 {rg['from']:.2f}-{rg['to']:.2f}" if rg else " | F1>=0.9 none"
line += f" | at P>=0.95: F1 {bp['f1']:.3f} @ {bp['tau']:.2f}" if bp else ""
print(line, flush=True)
PY
}

stage=${1:-all}
if [ "$stage" = A ] || [ "$stage" = all ]; then   # block filter x IDF range
  for mbw in 0 10 20 30 40 60; do
    run "A_mbw${mbw}_idfnone" --min-block-words $mbw
    for idf in 0.2:0.85 0.2:0.8; do run "A_mbw${mbw}_idf$idf" --min-block-words $mbw --idf $idf; done
  done
fi
if [ "$stage" = B ] || [ "$stage" = all ]; then   # antecedents x a(d,c)
  for mbw in 20 30; do
    for ant in articles-and-auxiliaries stopwords prototype paper-example; do
      for dc in 1,1 1,2 2,2 1,3; do
        run "B_mbw${mbw}_${ant}_d${dc%,*}c${dc#*,}" --min-block-words $mbw --antecedents $ant --distance ${dc%,*} --chain ${dc#*,}
      done
    done
  done
fi
if [ "$stage" = C ] || [ "$stage" = all ]; then   # one change to the defaults at a time
  run C_default
  run C_mbw15 --min-block-words 15
  run C_mbw25 --min-block-words 25
  run C_set --measure set
  run C_set_idf --measure set --idf 0:0.85
  run C_chainkey --key chain
  run C_raw --raw-html
  run P_prototype --preset prototype
fi
