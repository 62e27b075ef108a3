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
# Checks that the analyzer's direct path (words scanned straight into the signatures) gives exactly
# the signatures of its token stream on whole corpora: `spotsigs signatures` once with the direct
# path and once with -Dspotsigs.direct=false (every document through the Lucene token stream), on
# the bundled sample, on the development gold set's pages and on the real corpora, with the default
# settings and with the prototype preset; the outputs must be byte for byte the same.
# Usage: bench/direct-path-check.sh [FILE.jsonl...]   (JSONL files given, e.g. generated corpora, are
#   checked too; corpora that are not there are skipped, with a message)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
"$ROOT/bin/spotsigs" --version >/dev/null
GOLD="$ROOT/target/gold-dev/gold-dev/pages"
if [ ! -d "$GOLD" ] && [ -f "$ROOT/../shared/data/gold-dev.tar.xz" ]; then
  mkdir -p "$ROOT/target/gold-dev" && tar -xJf "$ROOT/../shared/data/gold-dev.tar.xz" -C "$ROOT/target/gold-dev"
fi
CORPUS="$(bench_corpus)"
failed=0
check() { # NAME INPUT [options...]
  local name=$1 input=$2
  shift 2
  if [ ! -e "$input" ]; then
    echo "direct-path-check: $name: $input not found, skipped" >&2
    return
  fi
  "$ROOT/bin/spotsigs" signatures --input "$input" -o "$OUT/direct.jsonl" "$@" 2>/dev/null || [ $? -eq 3 ]
  SPOTSIGS_JAVA_OPTS="${SPOTSIGS_JAVA_OPTS:-} -Dspotsigs.direct=false" \
    "$ROOT/bin/spotsigs" signatures --input "$input" -o "$OUT/stream.jsonl" "$@" 2>/dev/null || [ $? -eq 3 ]
  if cmp -s "$OUT/direct.jsonl" "$OUT/stream.jsonl"; then
    echo "direct-path-check: $name: identical ($(wc -l < "$OUT/direct.jsonl") documents, $(wc -c < "$OUT/direct.jsonl") bytes)"
  else
    echo "direct-path-check: $name: DIFFERENT" >&2
    failed=1
  fi
  rm -f "$OUT/direct.jsonl" "$OUT/stream.jsonl"
}
for preset in default prototype; do
  check "sample, $preset" "$ROOT/src-test-corpora/news-sample/pages" --preset "$preset"
  check "gold-dev pages, $preset" "$GOLD" --preset "$preset"
  check "real corpora, $preset" "${CORPUS:-/nonexistent}" --preset "$preset"
done
for jsonl in "$@"; do
  check "$(basename "$jsonl")" "$jsonl" --format jsonl
done
for lang in de es; do
  check "sample, --language $lang" "$ROOT/src-test-corpora/news-sample/pages" --language "$lang"
done
exit $failed
