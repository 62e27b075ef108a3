#!/usr/bin/env bash
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
