#!/usr/bin/env bash
# Fails when a tracked file refers to something outside the repository (the workspace's shared folder, absolute
# paths of a development machine), so that a clone with nothing beside it builds and passes its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='\.\./shared/|/work/(main|shared|apps|\.mirror|\.library)'
if matches=$(git grep -nE "$pattern" -- . ':!scripts/check-self-contained.sh'); then
  echo "coordlint: these tracked files refer to something outside the repository:" >&2
  echo "$matches" >&2
  exit 1
fi
echo "self-contained: no tracked file refers outside the repository"
