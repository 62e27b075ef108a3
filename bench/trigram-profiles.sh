#!/usr/bin/env bash
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
