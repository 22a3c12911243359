#!/usr/bin/env bash
# Rewrites the rules table in README.md, between its rules-table markers, from the rules' descriptions
# (`coordlint rules --format markdown`). ReadmeRulesTableTests fails until this is run after a rule is added or its
# summary or default severity changes.
set -euo pipefail
cd "$(dirname "$0")/.."
begin='<!-- rules-table:begin -->'
end='<!-- rules-table:end -->'
if ! grep -qxF "$begin" README.md || ! grep -qxF "$end" README.md; then
  echo "update-readme-rules: README.md has no '$begin' … '$end' block" >&2
  exit 1
fi
swift build --product coordlint >/dev/null
table="$(mktemp)"
updated="$(mktemp)"
trap 'rm -f "$table" "$updated"' EXIT
"$(swift build --show-bin-path)/coordlint" rules --format markdown >"$table"
awk -v begin="$begin" -v end="$end" -v table="$table" '
  $0 == begin { print; while ((getline line < table) > 0) print line; inside = 1; next }
  $0 == end { inside = 0 }
  !inside { print }
' README.md >"$updated"
cat "$updated" >README.md
