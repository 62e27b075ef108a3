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
# Side by side: the time to read the documents of a WARC file (the CLI's WARC reader, without
# extraction: each document's bytes, not its text) with the builds of two checkouts, alternately
# (bench/ab-cpu.sh: wall and CPU time), RUNS times each. A small class that reads the file through
# the reader of each checkout is compiled against each build (bin/spotsigs builds them first).
# Usage: bench/ab-warc-read.sh OLD_CHECKOUT NEW_CHECKOUT RUNS FILE
set -euo pipefail
old=$1 new=$2 runs=$3 file=$4
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src/org/spotsigs/cli"
cat >"$tmp/src/org/spotsigs/cli/ReadWarc.java" <<'JAVA'
package org.spotsigs.cli;

import java.io.PrintWriter;
import java.nio.file.Path;

/** Reads the documents of a WARC file (not their text) and prints how many. */
public class ReadWarc {
  public static void main(String[] args) throws Exception {
    long[] n = {0};
    new WarcDocuments(Path.of(args[0]), new DocumentLimit())
        .forEach(d -> n[0]++, new InputProblems(new PrintWriter(System.err, true)));
    System.out.println(n[0] + " documents");
  }
}
JAVA
java=""
for side in old new; do
  root=$old
  [ "$side" = new ] && root=$new
  "$root/bin/spotsigs" --version >/dev/null
  jdk="$(ls -d /usr/lib/jvm/*25* 2>/dev/null | head -n1)"
  java="${JAVA_HOME:-$jdk}/bin/java"
  mkdir -p "$tmp/$side"
  "${JAVA_HOME:-$jdk}/bin/javac" -d "$tmp/$side" -cp "$root/spotsigs-cli/target/spotsigs-cli.jar" \
    "$tmp/src/org/spotsigs/cli/ReadWarc.java"
done
cmd() { echo "$java -XX:+UseParallelGC -cp $tmp/$1:$2/spotsigs-cli/target/spotsigs-cli.jar:$2/spotsigs-cli/target/lib/* org.spotsigs.cli.ReadWarc $file"; }
"$(dirname "${BASH_SOURCE[0]}")/ab-cpu.sh" "$runs" "$(cmd old "$old")" "$(cmd new "$new")"
