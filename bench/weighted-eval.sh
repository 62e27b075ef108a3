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
# Weighted Jaccard on the development gold set beside the default multiset measure: the signatures
# of every page are extracted once (spotsigs signatures, the default analysis), then dedup --format
# signatures runs each measure over a sweep of tau; precision, recall, F1 and Matthews correlation
# are computed over all pairs of pages against the gold clusters.
# Usage: bench/weighted-eval.sh [GOLD_DIR_OR_ARCHIVE] [CUTOFF]   (default ../shared/data/gold-dev.tar.xz, 25)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOLD="${1:-$ROOT/../shared/data/gold-dev.tar.xz}"
CUTOFF="${2:-25}"
OUT="$ROOT/target/weighted-eval"
mkdir -p "$OUT"
if [ -d "$GOLD" ]; then
  DIR="$GOLD"
elif [ -f "$GOLD" ]; then
  DIR="$OUT/gold"
  if [ ! -d "$DIR" ]; then
    mkdir -p "$DIR" && tar -xJf "$GOLD" -C "$DIR"
  fi
  DIR="$(dirname "$(find "$DIR" -name clusters.tsv | head -1)")"
else
  echo "weighted-eval: no gold set at $GOLD (the development gold set lives outside the repository); nothing to do" >&2
  exit 0
fi
SIGS="$OUT/signatures.jsonl"
"$ROOT/bin/spotsigs" signatures --input "$DIR/pages" -o "$SIGS" 2>/dev/null
TAUS="0.05 0.08 0.1 0.12 0.15 0.2 0.25 0.3 0.35 0.4 0.45 0.5 0.6 0.7 0.8 0.9"
for spec in "multiset" "weighted idf" "weighted idf-cutoff:$CUTOFF" "weighted-set idf"; do
  set -- $spec
  for tau in $TAUS; do
    extra=()
    [ $# -gt 1 ] && extra=(--weights "$2")
    "$ROOT/bin/spotsigs" dedup -i "$SIGS" --format signatures -t "$tau" --measure "$1" "${extra[@]}" \
      -p "$OUT/pairs-${1}-${2:-none}-$tau.tsv" 2>/dev/null || true
  done
done
python3 - "$DIR/clusters.tsv" "$OUT" "$CUTOFF" $TAUS <<'PY'
import sys, os, math
clusters, out, cutoff, taus = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
cl = dict(line.rstrip("\n").split("\t")[:2] for line in open(clusters) if line.strip())
n = len(cl)
sizes = {}
for c in cl.values():
    sizes[c] = sizes.get(c, 0) + 1
pos = sum(s * (s - 1) // 2 for s in sizes.values())
total = n * (n - 1) // 2
print(f"{n} pages, {pos} near-duplicate pairs of {total}")
print("| measure | weights | best F1 (tau) | MCC at best | F1 at 0.3 | P / R at 0.3 | MCC at 0.3 | taus with F1 >= 0.95 |")
print("|---|---|---|---|---|---|---|---|")
for m, w in [("multiset", "none"), ("weighted", "idf"), ("weighted", f"idf-cutoff:{cutoff}"), ("weighted-set", "idf")]:
    rows = []
    for t in taus:
        f = os.path.join(out, f"pairs-{m}-{w}-{t}.tsv")
        tp = fp = 0
        for line in open(f):
            a, b = line.split("\t")[:2]
            if cl.get(a) is not None and cl.get(a) == cl.get(b):
                tp += 1
            else:
                fp += 1
        fn = pos - tp
        tn = total - tp - fp - fn
        p = tp / (tp + fp) if tp + fp else 1.0
        r = tp / pos
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        d = math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
        mcc = (tp * tn - fp * fn) / d if d else 0.0
        rows.append((float(t), p, r, f1, mcc))
    best = max(rows, key=lambda x: x[3])
    at3 = next(x for x in rows if abs(x[0] - 0.3) < 1e-9)
    good = [x[0] for x in rows if x[3] >= 0.95]
    span = f"{min(good)}-{max(good)}" if good else "none"
    print(f"| {m} | {w} | {best[3]:.3f} ({best[0]}) | {best[4]:.3f} | {at3[3]:.3f} | {at3[1]:.3f} / {at3[2]:.3f} | {at3[4]:.3f} | {span} |")
PY
