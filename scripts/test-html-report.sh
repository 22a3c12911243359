#!/usr/bin/env bash
# The HTML report in a real headless browser: draws the fixture app's report with the built coordlint and checks
# it with scripts/check-html-report.sh (graph, findings table, selection). Installs Debian's chromium if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null \
  && ! command -v google-chrome >/dev/null; then
  echo "coordlint: installing chromium (the HTML report is checked in a headless browser)" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
swift build --product coordlint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/coordlint graph Fixtures/ShopApp --screens --no-cache -o "$work/report.html"
.build/debug/coordlint graph Fixtures/ShopApp --screens --no-cache --format json -o "$work/graph.json"
status=0
.build/debug/coordlint lint Fixtures/ShopApp --no-cache --reporter json > "$work/findings.json" || status=$?
[ "$status" -le 1 ] || { echo "coordlint lint failed with status $status" >&2; exit 1; }
# The expected counts come from the graph and lint output, so the check follows the fixture as it changes.
nodes=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["nodes"]))' "$work/graph.json")
findings=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["findings"]))' "$work/findings.json")
SCREENSHOT="${SCREENSHOT:-$work/report.png}" bash scripts/check-html-report.sh "$work/report.html" "$nodes" "$findings" \
  MainTabCoordinator
