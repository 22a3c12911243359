#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/CoordLintFuzz: extraction, the model, every rule, every report format and graph
# encoder, fix) with AddressSanitizer and runs it for SECONDS (default 60) on one core. The seed corpus is every Swift
# file of Fixtures/, one file per seed, plus each app's files joined with NUL bytes (the target splits an input at
# NUL into several files); inputs that find new code are kept in .build/fuzz/corpus for the next run. A crash, a
# failed output check or a hang (over 10 s on one input) is saved in Fuzz/Crashes/ (git-ignored) and fails the run.
#
#   bash scripts/fuzz.sh [SECONDS]
#   bash scripts/fuzz.sh --reproduce Fuzz/Crashes/crash-…   runs one saved input again
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=$root/.build/fuzz
# SwiftPM passes each --sanitize as its own -sanitize= flag, in no fixed order, and swiftc keeps only the last, so
# the code got either coverage or ASan; the one comma-separated flag, which comes after them, gives both. The
# --sanitize options remain for the link.
# SwiftPM writes the two --sanitize flags in its process's hash order, which changes on every run unless hashing is
# deterministic, and a changed command line rebuilds everything, swift-syntax included.
# FUZZ_BINARY runs a copy built before, so that a long run is not disturbed by the next build.
binary=${FUZZ_BINARY:-$scratch/release/CoordLintFuzz}
if [ -z "${FUZZ_BINARY:-}" ]; then
  SWIFT_DETERMINISTIC_HASHING=1 COORDLINT_FUZZ=1 swift build -c release --scratch-path "$scratch" \
    --product CoordLintFuzz --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address
fi
# Swift's runtime keeps some allocations for the process's lifetime; they are not the bugs looked for.
if [ "${1:-}" = --reproduce ]; then
  shift
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} exec "$binary" "$@"
fi
# Without the allocation's stack trace a bad access is still caught, and a run is half again as fast; --reproduce
# gives the full report.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}
seconds=${1:-60}
# An input's bytes: a few coordinators and their screens fit in 2 KB, and the time per input grows with its length.
max_len=${FUZZ_MAX_LEN:-2048}

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
python3 - "$root/Fixtures" "$seeds" <<'PY'
import os, sys
fixtures, seeds = sys.argv[1], sys.argv[2]
for app in sorted(os.listdir(fixtures)):
    files = []
    for folder, folders, names in os.walk(os.path.join(fixtures, app)):
        # As coordlint collects files: never a hidden folder, such as the plugin test's .build with swift-syntax.
        folders[:] = [name for name in folders if not name.startswith(".")]
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    files.sort()
    # Without comments, blank lines and indentation, so that more of each file fits in an input.
    contents = [b"\n".join(line.strip() for line in open(path, "rb").read().split(b"\n")
                           if line.strip() and not line.strip().startswith(b"//")) for path in files]
    for index, data in enumerate(contents):
        open(os.path.join(seeds, f"{app}-{index}.swift"), "wb").write(data)
    if len(contents) > 1:
        # The target reads at most four files; the app's first four, so that they refer to each other.
        open(os.path.join(seeds, f"{app}-joined"), "wb").write(b"\0".join(contents[:4]))
PY

mkdir -p "$scratch/corpus" "$root/Fuzz/Crashes"
# FUZZ_LOG keeps two runs sharing the corpus (one per idle core) from writing one log.
log=${FUZZ_LOG:-$scratch/fuzz.log}
status=0
"$binary" "$scratch/corpus" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
  -dict="$root/Fuzz/swift.dict" -artifact_prefix="$root/Fuzz/Crashes/" -print_final_stats=1 >"$log" 2>&1 \
  || status=$?
grep -E "^(INFO: seed corpus|#[0-9]+ +(INITED|DONE))|ERROR|SUMMARY|artifact_prefix|Test unit written|stat::number_of_executed_units|Fatal error" "$log" || true
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
if [ "$status" -ne 0 ]; then
  echo "fuzz: failed after ${runs:-?} executions; the log is $log, the input is in Fuzz/Crashes/" >&2
  tail -n 60 "$log" >&2
  exit 1
fi
echo "fuzz: ${runs:-?} executions in $seconds s, no crash"
