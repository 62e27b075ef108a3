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
# Unpacks the real corpora of ../shared/data/corpora into one file per document:
#   OUT/20news/...   (one post per file, as shipped)
#   OUT/enron/...    (one e-mail per file, as shipped)
#   OUT/reuters/NEWID.sgm  (each <REUTERS> element of the 22 SGML files)
# Usage: bench/prepare-corpora.sh [OUT]   (default: target/bench-corpora)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DATA="${SPOTSIGS_DATA:-$ROOT/../shared/data}/corpora"
OUT="${1:-$ROOT/target/bench-corpora}"
if [ ! -d "$DATA" ]; then
  echo "prepare-corpora: $DATA not found (the corpora live in ../shared/data/corpora); nothing to do" >&2
  exit 0
fi
if [ -f "$OUT/.complete" ]; then
  echo "prepare-corpora: $OUT already prepared" >&2
  exit 0
fi
rm -rf "$OUT" && mkdir -p "$OUT/20news" "$OUT/enron" "$OUT/reuters" "$OUT/.tmp"
tar -xJf "$DATA/20news-bydate.tar.xz" -C "$OUT/20news" --strip-components=1
tar -xJf "$DATA/enron-spam.tar.xz" -C "$OUT/enron" --strip-components=1
find "$OUT/enron" -type f ! -path '*/ham/*' ! -path '*/spam/*' -delete   # keep the e-mails only (drop Summary.txt)
tar -xJf "$DATA/reuters21578.tar.xz" -C "$OUT/.tmp"
LC_ALL=C awk -v dir="$OUT/reuters" '
  /<REUTERS/ { match($0, /NEWID="[0-9]+"/); id = substr($0, RSTART + 7, RLENGTH - 8); out = dir "/" id ".sgm" }
  { if (out != "") print > out }
  /<\/REUTERS>/ { close(out); out = "" }' "$OUT"/.tmp/*/reut2-*.sgm
rm -rf "$OUT/.tmp"
touch "$OUT/.complete"
for d in 20news enron reuters; do
  printf '%-8s %6d documents, %s bytes\n' "$d" "$(find "$OUT/$d" -type f | wc -l)" "$(find "$OUT/$d" -type f -printf '%s\n' | awk '{s+=$1} END {print s}')"
done
