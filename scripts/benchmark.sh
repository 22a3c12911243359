#!/usr/bin/env bash
# Benchmarks coordlint on the synthetic corpus at 250k, 500k, 1M and 2M lines and prints a Markdown table.
#
#   bash scripts/benchmark.sh                        # builds the release binary unless COORDLINT is set
#   COORDLINT=/path/to/coordlint bash scripts/benchmark.sh --sizes 250000,500000 --reps 5
#
# Every option goes to Benchmarks/run_benchmark.py (--help lists them). Installs hyperfine and GNU time when missing.
# Exits non-zero when a planted finding is missing or an unplanted one is reported.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/apt-install.sh
if ! command -v hyperfine >/dev/null; then
  echo "benchmark: installing hyperfine" >&2
  case "$(uname -s)" in Darwin) brew install hyperfine ;; *) apt_install hyperfine ;; esac
fi
if [ ! -x /usr/bin/time ]; then
  echo "benchmark: installing GNU time" >&2
  apt_install time
fi
if ! command -v swiftc >/dev/null; then
  echo "benchmark: swiftc is needed for the parse baseline" >&2
  exit 2
fi

if [ -z "${COORDLINT:-}" ]; then
  swift build -c release --product coordlint
  COORDLINT="$PWD/.build/release/coordlint"
  COORDLINT_COMMIT="${COORDLINT_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}"
fi
export COORDLINT COORDLINT_COMMIT="${COORDLINT_COMMIT:-}"
exec python3 Benchmarks/run_benchmark.py "$@"
