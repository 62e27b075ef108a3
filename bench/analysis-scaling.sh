#!/usr/bin/env bash
# Extraction time of normal text against adversarial texts of the same length (runs of antecedents
# and stop words), with the default analyzer: a Markdown table of medians and ratios.
# Usage: bench/analysis-scaling.sh [CHARS] [RUNS]   (default 10000000 chars, 5 runs)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
bench_java org.spotsigs.bench.AnalysisScaling "$ROOT/src-test-corpora/news-sample/pages" "${1:-10000000}" "${2:-5}"
