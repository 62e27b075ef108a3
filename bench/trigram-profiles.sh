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
# Regenerates the language detector's trigram table (lucene-spotsigs/src/main/resources/org/spotsigs/
# analysis/trigrams.txt) from the language profiles of the Maven artifact
# com.optimaize.languagedetector:language-detector:0.6 (Nakatani Shuyo's profiles, Apache License 2.0),
# fetched into target/languages/ with the dependency plugin.
# Usage: bench/trigram-profiles.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
JAR="$ROOT/target/languages/language-detector-0.6.jar"
if [ ! -f "$JAR" ]; then
  (cd "$ROOT" && ./mvnw -q -B dependency:copy -Dartifact=com.optimaize.languagedetector:language-detector:0.6 \
    -DoutputDirectory="$ROOT/target/languages")
fi
bench_java org.spotsigs.bench.TrigramProfiles "$JAR" \
  "$ROOT/lucene-spotsigs/src/main/resources/org/spotsigs/analysis/trigrams.txt"
