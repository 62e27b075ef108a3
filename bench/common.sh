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
# Sourced by the bench scripts (needs ROOT): runs a class of the spotsigs-bench module, building it
# first when it is missing or its sources changed. JVM options: BENCH_JAVA_OPTS (default -Xmx3g).
BENCH_TARGET="$ROOT/spotsigs-bench/target"

bench_java() {
  local main="$1"
  shift
  local jar="$BENCH_TARGET/spotsigs-bench.jar"
  if [ ! -f "$jar" ] || [ -n "$(find "$ROOT/pom.xml" "$ROOT/lucene-spotsigs/pom.xml" "$ROOT/lucene-spotsigs/src/main" \
      "$ROOT/spotsigs-bench/pom.xml" "$ROOT/spotsigs-bench/src/main" -newer "$jar" -print -quit 2>/dev/null)" ]; then
    echo "bench: building spotsigs-bench..." >&2
    (cd "$ROOT" && ./mvnw -q -B -DskipTests -pl spotsigs-bench -am package) >&2
    touch "$jar"
  fi
  local java
  java="$("$ROOT/bin/spotsigs" --print-java)"
  # shellcheck disable=SC2086
  "$java" ${BENCH_JAVA_OPTS:--Xmx3g} -cp "$jar:$BENCH_TARGET/lib/*" "$main" "$@"
}

# Prepares the real corpora (once) and prints their directory, the link resolved (the readers do not
# follow a symbolic link at the top); prints nothing when the data is absent.
bench_corpus() {
  local corpus="$ROOT/target/bench-corpora"
  "$ROOT/bench/prepare-corpora.sh" "$corpus" >&2
  [ -f "$corpus/.complete" ] && readlink -f "$corpus"
  return 0
}
