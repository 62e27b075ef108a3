#!/usr/bin/env bash
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
