#!/usr/bin/env python3
"""Lints random edits of the fixture apps and counts the runs that crash (a signal) or hang (20 s).

Each mutant is one fixture app with one to three edits: a line deleted, duplicated, cut short or ended with a stray
bracket, quote or comment opener, two words swapped, or a stored property's value replaced by another property of
the file (`var a = b` … `var b = a`, as while code is being edited). The seed is fixed, so a run is repeatable and
two builds can be compared on the same mutants.

    python3 scripts/mutation-fuzz.py .build/release/coordlint [OTHER-BINARY ...] [--count 200]
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROPERTY = re.compile(r"^(\s+(?:private |lazy |weak )*(?:var|let) )(\w+)")


def mutate(lines):
    """Applies one random edit to a file's lines, in place."""
    k = random.randrange(len(lines))
    edit = random.choice(["delete", "duplicate", "swap", "property", "property", "property", "cut", "stray"])
    if edit == "delete":
        del lines[k]
    elif edit == "duplicate":
        lines.insert(k, lines[random.randrange(len(lines))])
    elif edit == "swap":
        words = lines[k].split(" ")
        a, b = random.randrange(len(words)), random.randrange(len(words))
        words[a], words[b] = words[b], words[a]
        lines[k] = " ".join(words)
    elif edit == "property":
        properties = [(j, m.group(1), m.group(2)) for j, line in enumerate(lines) for m in [PROPERTY.match(line)] if m]
        if properties:
            j, head, name = random.choice(properties)
            lines[j] = head + name + " = " + random.choice(properties)[2]
    elif edit == "cut":
        lines[k] = lines[k][: random.randrange(len(lines[k]) + 1)]
    else:
        lines[k] += random.choice(["{", "}", "(", ")", '"', "/*", "?", "!"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--count", type=int, default=200)
    arguments = parser.parse_args()
    random.seed(17)
    fixtures = os.path.join(ROOT, "Fixtures")
    apps = sorted(name for name in os.listdir(fixtures) if name != "PluginPackage")
    failures = {binary: 0 for binary in arguments.binaries}
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    with tempfile.TemporaryDirectory(prefix="coordlint-fuzz-") as scratch:
        work = os.path.join(scratch, "app")
        for _ in range(arguments.count):
            shutil.rmtree(work, ignore_errors=True)
            shutil.copytree(os.path.join(fixtures, random.choice(apps)), work)
            files = [os.path.join(folder, name) for folder, _, names in os.walk(work) for name in names
                     if name.endswith(".swift")]
            for _ in range(random.randint(1, 3)):
                path = random.choice(files)
                with open(path) as source:
                    lines = source.read().split("\n")
                mutate(lines)
                with open(path, "w") as source:
                    source.write("\n".join(lines))
            for binary in arguments.binaries:
                try:
                    run = subprocess.run([binary, "lint", "--no-cache", work], capture_output=True, timeout=20,
                                         env=environment)
                    failed = run.returncode < 0 or run.returncode >= 128
                except subprocess.TimeoutExpired:
                    failed = True
                failures[binary] += failed
    for binary, count in failures.items():
        print(f"{binary}: {count} of {arguments.count} mutants crashed or hung")


if __name__ == "__main__":
    main()
