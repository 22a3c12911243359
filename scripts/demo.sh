#!/usr/bin/env bash
# The main job on the bundled fixture app: install what is missing, build, lint it, dump its model and draw it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --product coordlint
echo "== coordlint lint Fixtures/ShopApp"
status=0
.build/debug/coordlint lint Fixtures/ShopApp || status=$?
# ShopApp has bugs planted on purpose, so 1 (a finding at error level) is the expected status.
echo "== exit status $status"
[ "$status" -le 1 ]
echo "== coordlint dump Fixtures/ShopApp (first 40 lines)"
# Through a file: `| head` would end coordlint with SIGPIPE, which pipefail reports as a failure.
dump=$(mktemp)
trap 'rm -f "$dump"' EXIT
.build/debug/coordlint dump Fixtures/ShopApp > "$dump"
head -n 40 "$dump"
echo "== coordlint graph Fixtures/ShopApp (DOT, first 20 lines; SVG and HTML report written below)"
.build/debug/coordlint graph Fixtures/ShopApp > "$dump"
head -n 20 "$dump"
.build/debug/coordlint graph Fixtures/ShopApp -o .build/coordlint-demo/shopapp-flow.svg
.build/debug/coordlint graph Fixtures/ShopApp --screens -o .build/coordlint-demo/shopapp-report.html
echo "== wrote .build/coordlint-demo/shopapp-flow.svg and .build/coordlint-demo/shopapp-report.html"
