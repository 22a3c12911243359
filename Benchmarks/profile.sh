#!/usr/bin/env bash
# Profiles one cold lint of the synthetic corpus with perf: stage timings, top self-time symbols, top call paths.
#
#   COORDLINT=/path/to/coordlint bash Benchmarks/profile.sh [LINES] [WORK]   # default 250000 lines, /tmp/coordlint-profile
#
# Installs linux-perf when perf is missing (Debian). Frame pointers are used for call graphs (`perf record -g`);
# set PERF_CALL_GRAPH=dwarf for DWARF unwinding (bigger data, better paths through frames without them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
lines="${1:-250000}"
work="${2:-${TMPDIR:-/tmp}/coordlint-profile}"
coordlint="${COORDLINT:-coordlint}"
coordlint="$(command -v "$coordlint" || echo "$coordlint")"
call_graph="${PERF_CALL_GRAPH:-fp}"

if ! command -v perf >/dev/null; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "profile: installing linux-perf" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq linux-perf >/dev/null
fi

mkdir -p "$work"
python3 "$here/generate_corpus.py" "$work/corpus" --lines "$lines"
cd "$work/corpus/SynthApp"

echo "== stage timings (COORDLINT_TIMINGS=1, cold)"
COORDLINT_TIMINGS=1 "$coordlint" lint . --no-cache --reporter "json:$work/report.json" 2>&1 >/dev/null \
  | grep '^coordlint:' || true
python3 "$here/check_findings.py" "$work/corpus/manifest.json" "$work/report.json" --quiet || true

echo "== perf record ($call_graph call graph)"
perf record -F 499 --call-graph "$call_graph" -o "$work/perf.data" -- \
  "$coordlint" lint . --no-cache --reporter "json:$work/report.json" >/dev/null 2>"$work/perf-record.log" || true

# Reports go to files first and are cut with `grep -m`: `| head` would end the writer with SIGPIPE, which pipefail reports.
report() { perf report -i "$work/perf.data" --stdio "$@" 2>/dev/null | swift demangle --simplified | sed 's/ *$//'; }
report --no-children --sort symbol -g none > "$work/self.txt"
report --children --sort symbol -g none > "$work/inclusive.txt"
report --no-children --sort symbol --percent-limit 3 -g caller,0.5,callee,function,percent --max-stack 40 > "$work/callers.txt"
report --children --sort symbol --percent-limit 20 -g callee,0.5,caller,function,percent --max-stack 40 > "$work/paths.txt"

echo "== top 15 symbols by self time"
grep -m 15 -E '^ +[0-9]' "$work/self.txt"
echo "== top 30 symbols by inclusive time (self + callees)"
grep -m 30 -E '^ +[0-9]' "$work/inclusive.txt"
echo "== callers of the hottest symbols: $work/callers.txt; call paths from main: $work/paths.txt"
