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
# Extraction time of normal text against adversarial texts of the same length (runs of antecedents
# and stop words), with the default analyzer: a Markdown table of medians and ratios.
# Usage: bench/analysis-scaling.sh [CHARS] [RUNS]   (default 10000000 chars, 5 runs)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
bench_java org.spotsigs.bench.AnalysisScaling "$ROOT/src-test-corpora/news-sample/pages" "${1:-10000000}" "${2:-5}"
