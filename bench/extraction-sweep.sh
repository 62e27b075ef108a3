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
# The extraction sweep of docs/EVALUATION.md: each setting of the article extraction scored on the
# development gold set, on the text it extracts (token precision and recall against the gold article
# text, pages lost) and on what the matcher makes of it (best F1, distractors matched, the widest tau
# range with F1 >= 0.95, precision and recall at tau 0.3). The extraction figures are also given for
# the two halves of the set split by site frame (the host a page's frame comes from), to show how much
# a setting depends on the sites it was tuned on.
# Usage: bench/extraction-sweep.sh [SPEC ...]   (default: the sweep below; results under target/extraction-sweep/)
# Tune on gold-dev only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOLD="${GOLD:-$ROOT/../shared/data/gold-dev.tar.xz}"
OUT="$ROOT/target/extraction-sweep"
mkdir -p "$OUT"
[ -e "$GOLD" ] || { echo "extraction-sweep: no gold set at $GOLD (set GOLD=...)" >&2; exit 1; }

# unpack once (spotsigs eval does it under target/) and split by frame host
"$ROOT/bin/spotsigs" eval --gold "$GOLD" --work-dir "$ROOT/target" --extraction --worst 0 --extractor none >/dev/null 2>&1
DIR="$ROOT/target/gold-dev/gold-dev"
[ -d "$DIR/pages" ] || DIR="$(dirname "$(find "$ROOT/target/gold-dev" -maxdepth 3 -name pages -type d | head -n1)")"
python3 - "$DIR" "$OUT/halves" <<'PY'
import hashlib, json, os, sys
src, dst = sys.argv[1], sys.argv[2]
meta = [json.loads(l) for l in open(os.path.join(src, "meta.jsonl"))]
half = {m["docid"]: "ab"[hashlib.md5(m.get("frame_host", "").encode()).digest()[0] % 2] for m in meta}
clusters = [l.split("\t") for l in open(os.path.join(src, "clusters.tsv")) if l.strip()]
for h in "ab":
    d = os.path.join(dst, h)
    for sub in ("pages", "cores"):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    ids = [i for i, x in half.items() if x == h]
    for i in ids:
        for sub, ext in (("pages", ".html"), ("cores", ".txt")):
            link = os.path.join(d, sub, i + ext)
            if not os.path.lexists(link):
                os.symlink(os.path.join(src, sub, i + ext), link)
    keep = set(ids)
    with open(os.path.join(d, "clusters.tsv"), "w") as f:
        f.writelines("\t".join(c) for c in clusters if c[0] in keep)
    with open(os.path.join(d, "meta.jsonl"), "w") as f:
        f.writelines(json.dumps(m) + "\n" for m in meta if m["docid"] in keep)
    print(f"half {h}: {len(ids)} pages", file=sys.stderr)
PY

extraction() { # GOLD_DIR SPEC NAME -> "R P lost"
  "$ROOT/bin/spotsigs" eval --gold "$1" --extraction --worst 0 --extractor "$2" --json "$OUT/$3.json" >/dev/null 2>"$OUT/$3.err" \
    || { echo "FAILED"; return; }
  python3 -c "import json,sys; o=json.load(open(sys.argv[1]))['overall']; print(f\"R {o['overlap']/o['articleTokens']:.4f} P {o['overlap']/o['extractedTokens']:.4f} lost {o['lost']:2d}\")" "$OUT/$3.json"
}

matching() { # SPEC NAME
  "$ROOT/bin/spotsigs" eval --gold "$GOLD" --work-dir "$ROOT/target" --methods spotsigs --tau-sweep 0.01:1.0:0.01 \
    --extractor "$1" --json "$OUT/$2-match.json" >/dev/null 2>"$OUT/$2-match.err" || { echo "FAILED"; return; }
  python3 - "$OUT/$2-match.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))["methods"][0]
b = m["best"]
run, best, start = 0, (0, None, None), None
for t in m["sweep"]:
    if t["f1"] >= 0.95:
        start = t["tau"] if start is None else start
        if t["tau"] - start >= best[0]:
            best = (t["tau"] - start, start, t["tau"])
    else:
        start = None
at = [t for t in m["sweep"] if abs(t["tau"] - 0.3) < 1e-9][0]
rng = f"{best[1]:.2f}-{best[2]:.2f}" if best[1] is not None else "none"
print(f"F1 {b['f1']:.4f} @ {b['tau']:.2f} distr {100*b['distractorFpRate']:.1f}% | F1>=0.95 {rng} | @0.3 P {at['precision']:.4f} R {at['recall']:.4f}")
PY
}

specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
  specs=(article article/1 html-strip none)
  for v in 4 6 10 12 15; do specs+=("article:minWords=$v"); done
  for v in 0.1 0.15 0.25; do specs+=("article:minStopWordRatio=$v"); done
  for v in 0.33 0.67; do specs+=("article:maxLinkDensity=$v"); done
  for v in 50 200; do specs+=("article:minArticleWords=$v"); done
  for v in 1 3; do specs+=("article:maxNesting=$v"); done
fi
printf '%-34s | %-26s | %-26s | %-26s | %s\n' "extractor" "extraction, all pages" "half a" "half b" "matching (all pages)"
for spec in "${specs[@]}"; do
  name="$(echo "$spec" | tr ':=,/' '_-_-')"
  all="$(extraction "$DIR" "$spec" "$name")"
  a="$(extraction "$OUT/halves/a" "$spec" "$name-a")"
  b="$(extraction "$OUT/halves/b" "$spec" "$name-b")"
  printf '%-34s | %-26s | %-26s | %-26s | %s\n' "$spec" "$all" "$a" "$b" "$(matching "$spec" "$name")"
done
