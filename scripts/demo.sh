#!/usr/bin/env bash
# The main job on the bundled fixture app: install what is missing, build, run coordlint.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --product coordlint
.build/debug/coordlint dump Fixtures/ShopApp
