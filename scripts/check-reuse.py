#!/usr/bin/env python3
"""Checks, on real apps, that a `lint` which reuses the last result after an edit (ResultReuse) reports the same bytes
as a fresh `lint --no-cache` of the edited files.

For each app folder given, makes a cached run, then applies edits one at a time, each to a randomly chosen Swift file
(seeded, so a run can be repeated): a comment appended, a blank line or a comment line inserted at a random line, a
line indented further, a blank line removed, a number changed (which facts may or may not record). After each edit, a cached `lint` (which reuses or analyzes again)
and an uncached one must give the same JSON report. Prints how many edits reused the last result, and fails on any
difference. Every file is restored when the script ends.

    python3 scripts/check-reuse.py --binary .build/release/coordlint --edits 20 /path/to/app ...
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

EDITS = ["append-comment", "blank-line", "comment-line", "indent", "remove-blank-line", "change-number"]
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")


def lint(binary, app, report, cache=None):
    arguments = [binary, "lint", ".", "--reporter", f"json:{report}"]
    arguments += ["--cache-path", cache] if cache else ["--no-cache"]
    environment = dict(os.environ, COORDLINT_TIMINGS="1")
    result = subprocess.run(arguments, cwd=app, capture_output=True, text=True, env=environment)
    if result.returncode not in (0, 1):
        sys.exit(f"check-reuse: {' '.join(arguments)} in {app} failed ({result.returncode}): {result.stderr[-400:]}")
    reused = "coordlint: reuse the last result" in result.stderr
    if cache and "coordlint: lint cache miss" not in result.stderr:
        # The edit gave bytes linted before (the same edit drawn twice): the result cache itself answered.
        return read(report), False, "a cache hit: these bytes were linted before"
    reason = next((line.split("coordlint: ")[1].split(" [")[0].replace("analyze again: ", "")
                   for line in result.stderr.splitlines()
                   if "coordlint: analyze again: " in line or "coordlint: no earlier result" in line), None)
    return read(report), reused, reason


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def edit(text, kind, rng):
    lines = text.split("\n")
    position = rng.randrange(len(lines))
    if kind == "append-comment":
        return text + ("" if text.endswith("\n") else "\n") + "// an edit\n"
    if kind == "blank-line":
        lines.insert(position, "")
    elif kind == "comment-line":
        lines.insert(position, "// an edit")
    elif kind == "indent":
        lines[position] = "    " + lines[position]
    elif kind == "remove-blank-line":
        blanks = [index for index, line in enumerate(lines) if not line.strip()]
        if not blanks:
            return None
        del lines[rng.choice(blanks)]
    elif kind == "change-number":
        numbers = list(NUMBER.finditer(text))
        if not numbers:
            return None
        number = rng.choice(numbers)
        return text[:number.start()] + str(int(number.group()) + 1) + text[number.end():]
    return "\n".join(lines)


def swift_files(app):
    found = []
    for folder, folders, names in os.walk(app):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        found += [os.path.join(folder, name) for name in sorted(names) if name.endswith(".swift")]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--edits", type=int, default=20, help="edits per app (default 20)")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("apps", nargs="+")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    rng = random.Random(options.seed)
    failures = 0
    totals = {"edits": 0, "reused": 0}
    reasons = {}
    work = tempfile.mkdtemp(prefix="coordlint-reuse-")
    try:
        for app in options.apps:
            app = os.path.abspath(app)
            cache = os.path.join(work, os.path.basename(app) + "-cache")
            cached_report, uncached_report = os.path.join(work, "cached.json"), os.path.join(work, "uncached.json")
            lint(binary, app, cached_report, cache)
            files = swift_files(app)
            reused_here = edits_here = 0
            for _ in range(options.edits):
                path = rng.choice(files)
                kind = rng.choice(EDITS)
                with open(path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
                    original = handle.read()
                edited = edit(original, kind, rng)
                if edited is None:
                    continue
                try:
                    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
                        handle.write(edited)
                    cached, reused, reason = lint(binary, app, cached_report, cache)
                    uncached, _, _ = lint(binary, app, uncached_report)
                finally:
                    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
                        handle.write(original)
                totals["edits"] += 1
                edits_here += 1
                if reused:
                    totals["reused"] += 1
                    reused_here += 1
                elif reason:
                    key = reason.replace(os.path.relpath(path, app), "FILE")
                    reasons[key] = reasons.get(key, 0) + 1
                if cached != uncached:
                    failures += 1
                    kept = os.path.join(work, f"difference-{failures}")
                    os.makedirs(kept)
                    shutil.copyfile(cached_report, os.path.join(kept, "cached.json"))
                    shutil.copyfile(uncached_report, os.path.join(kept, "uncached.json"))
                    print(f"DIFFERENT {os.path.basename(app)}: {kind} in {os.path.relpath(path, app)} "
                          f"(reused: {reused}); reports kept in {kept}")
            print(f"{os.path.basename(app)}: {edits_here} edits, {reused_here} reused the last result")
    finally:
        if not failures:
            shutil.rmtree(work, ignore_errors=True)
    print(f"all: {totals['edits']} edits, {totals['reused']} reused, {failures} different")
    for reason, count in sorted(reasons.items(), key=lambda item: -item[1]):
        print(f"  not reused {count}x: {reason}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
