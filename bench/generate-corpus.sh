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
# Expands the real corpora (../shared/data/corpora, unpacked by bench/prepare-corpora.sh) to N
# documents: the real ones, exact copies and edited near-duplicate variants with heavy-tailed cluster
# sizes, and "new" documents spliced from paragraphs of several real ones. Deterministic: the same N
# and SEED give the same bytes. Writes OUT (JSON lines {"id","text"}, for spotsigs dedup --format
# jsonl) and the ground truth beside it (OUT without .jsonl, plus .truth.tsv: id<TAB>cluster).
# Usage: bench/generate-corpus.sh N OUT.jsonl [SEED]      e.g. bench/generate-corpus.sh 1000000 target/gen-1m.jsonl
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: bench/generate-corpus.sh N OUT.jsonl [SEED]" >&2
  exit 2
fi
CORPUS="$ROOT/target/bench-corpora"
"$ROOT/bench/prepare-corpora.sh" "$CORPUS"
if [ ! -f "$CORPUS/.complete" ]; then
  echo "generate-corpus: no corpora to generate from (see bench/prepare-corpora.sh); nothing generated" >&2
  exit 0
fi
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
bench_java org.spotsigs.bench.CorpusGenerator "$CORPUS" "$1" "$2" "${3:-42}"
