#!/usr/bin/env bash
# Runs the SwiftPM command plugin on Fixtures/PluginPackage, as a user of coordlint would, and checks what it does.
# The first run builds coordlint again inside the fixture's own .build (several minutes on 2 cores); later runs
# reuse it.
set -uo pipefail
cd "$(dirname "$0")/.."
package=Fixtures/PluginPackage
passed=0
failed=0
started=$SECONDS

# plugin ARGS...: runs `swift package coordlint ARGS` in the fixture; sets $status and $out (stdout and stderr).
plugin() {
  out=$(swift package --package-path "$package" --disable-sandbox coordlint "$@" 2>&1)
  status=$?
}

check() {  # check NAME CONDITION...
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "ok: $name"
  else
    failed=$((failed + 1))
    echo "FAILED: $name (status $status)"
    echo "$out" | tail -20 | sed 's/^/  | /'
  fi
}
contains() { grep -qF -- "$1" <<<"$out"; }
matches() { grep -qE -- "$1" <<<"$out"; }

# Builds the plugin and coordlint; the build log is shown only if it fails.
plugin rules
check "the plugin builds and runs 'rules' with the package's configuration" \
  matches "^unused-suppression +error +enabled"

plugin lint
check "'lint' without paths reads the package's targets and its coordinator_roots" \
  contains "Sources/Flows/LibraryFlow.swift:15:5: warning: 'BookFlow' is added to 'children'"
check "warnings alone exit 0" test "$status" = 0

plugin --strict
check "options alone mean 'lint'; --strict makes a warning fail the command" test "$status" = 1

plugin lint --config missing.yml
check "a configuration error stops the command, with coordlint's status in the message" \
  contains "Plugin ended with exit code 2"

rm -rf "$package/reports"
plugin lint --target Flows --reporter sarif:reports/coordlint.sarif --reporter github-actions
check "several reporters, one to a file in the package" test -s "$package/reports/coordlint.sarif"
check "github-actions reporter to stdout" contains "::warning file=Sources/Flows/LibraryFlow.swift,line=15,col=5"
rm -rf "$package/reports"

plugin lint --target NoSuchTarget
check "an unknown --target is an error" contains "no source target 'NoSuchTarget'"

plugin dump Sources/Flows/FlowController.swift
check "paths given are passed through instead of the targets" contains '"files" : 1,'

echo "the plugin test took $((SECONDS - started)) s"
echo "plugin: $passed passed, $failed failed"
[ "$failed" = 0 ]
