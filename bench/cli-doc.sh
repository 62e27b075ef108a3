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
# Prints docs/CLI.md: the --help of every spotsigs command.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
echo "# The spotsigs command"
echo
echo "Conventions from bench/cli-conventions.md, then every command's \`bin/spotsigs <command> --help\`"
echo "(regenerate with \`bench/cli-doc.sh > docs/CLI.md\`)."
echo
cat "$ROOT/bench/cli-conventions.md"
for c in "" dedup extract index query clusters explain signatures common-signatures eval bench check-index; do
  echo "## spotsigs $c"
  echo
  echo '```'
  "$ROOT/bin/spotsigs" $c --help 2>&1
  echo '```'
  echo
done
