#!/usr/bin/env bash
# The main job on the bundled fixture app: install what is missing, build, lint it and dump its model.
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
