#!/usr/bin/env python3
"""Generates the synthetic corpus at each size, checks the planted findings and times coordlint against swiftc."""

import argparse
import datetime
import hashlib
import json
import math
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import check_findings  # noqa: E402

DEFAULT_SIZES = "250000,500000,1000000,2000000"


def log(message):
    print(f"[{datetime.datetime.now().strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def load_average():
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "?"


def hyperfine_once(command, work, name, prepare=None):
    """One timed run through hyperfine; returns the wall time in seconds."""
    export = os.path.join(work, f"hyperfine-{name}.json")
    arguments = ["hyperfine", "--runs", "1", "--ignore-failure", "--style", "none", "--export-json", export]
    if prepare:
        arguments += ["--prepare", prepare]
    arguments.append(command)
    completed = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if completed.returncode != 0:
        sys.stderr.write(completed.stderr)
        raise SystemExit(f"hyperfine failed: {command}")
    with open(export, encoding="utf-8") as handle:
        result = json.load(handle)["results"][0]
    if result.get("exit_codes") and result["exit_codes"][0] not in (0, 1):
        raise SystemExit(f"command failed with status {result['exit_codes'][0]}: {command}")
    return result["times"][0]


def checked_run(coordlint, app, report, cache):
    """A lint into an empty cache folder under /usr/bin/time -v with stage timings: wall time, peak RSS in MB and
    the stages. Nothing is cached yet, so it analyzes everything as a cold run does, and leaves the entry the warm
    runs hit."""
    shutil.rmtree(cache, ignore_errors=True)
    arguments = ["/usr/bin/time", "-v", coordlint, "lint", ".", "--cache-path", cache, "--reporter", f"json:{report}"]
    environment = dict(os.environ, COORDLINT_TIMINGS="1")
    completed = subprocess.run(arguments, cwd=app, env=environment, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    stderr = completed.stderr
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", stderr)
    seconds = int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr).group(1)) / 1024
    stages = {}
    for match in re.finditer(r"^coordlint: (.+?): ([\d.]+) ms$", stderr, re.M):
        stages[match.group(1)] = float(match.group(2)) / 1000
    exit_status = re.search(r"Exit status: (\d+)", stderr)
    status = int(exit_status.group(1)) if exit_status else completed.returncode
    if status not in (0, 1):
        sys.stderr.write(stderr)
        raise SystemExit(f"coordlint failed with status {status}")
    return seconds, rss, stages


def stage(stages, prefix):
    for name, seconds in stages.items():
        if name.startswith(prefix):
            return seconds
    return None


def seconds_text(value):
    if value is None:
        return "–"
    if value < 1:
        return f"{value * 1000:.0f} ms"
    if value < 100:
        return f"{value:.2f} s"
    return f"{value:.0f} s"


def measure_size(args, size, coordlint):
    corpus = os.path.join(args.work, f"corpus-{size}")
    app = os.path.join(corpus, "SynthApp")
    work = os.path.join(args.work, f"runs-{size}")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    log(f"{size} lines: generating (seed {args.seed})")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), corpus, "--seed", str(args.seed),
                    "--lines", str(size), "--density", str(args.density)], check=True)
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)

    log(f"{size} lines: checked cold run (load {load_average()})")
    report = os.path.join(work, "check.json")
    cache = os.path.join(work, "cache")
    check_seconds, rss, stages = checked_run(coordlint, app, report, cache)
    with open(report, encoding="utf-8") as handle:
        missing, extra = check_findings.compare(manifest, json.load(handle), app)
    for (rule, path, line), kind in missing:
        log(f"MISSING {rule} at {path}:{line} (planted {kind})")
    for (rule, path, line), message in extra:
        log(f"EXTRA   {rule} at {path}:{line}: {message}")
    planted = len(manifest["planted"])
    log(f"{size} lines: {planted - len(missing)}/{planted} planted findings reported, {len(missing)} missing, "
        f"{len(extra)} extra; cold {check_seconds:.1f} s, peak RSS {rss:.0f} MB")

    # Fewer repetitions of the slow measurements when one run is long; a run longer than --single-run-above is
    # measured once only: the checked run is then the one cold sample and the changed-file run is skipped.
    reps = args.reps
    slow_reps = min(reps, max(1, int(args.budget_per_size // max(2 * check_seconds, 1e-9))))
    single = check_seconds > args.single_run_above
    notes = []
    if single:
        notes.append(f"1 run, not repeated: over {args.single_run_above:.0f} s")
    elif slow_reps < reps:
        notes.append(f"{slow_reps} run{'s' if slow_reps > 1 else ''}: {check_seconds:.0f} s each")

    quoted = shlex.quote
    lint = f"cd {quoted(app)} && {quoted(coordlint)} lint ."
    cold = f"{lint} --no-cache --reporter json:{quoted(os.path.join(work, 'cold.json'))}"
    cached = f"{lint} --cache-path {quoted(cache)} --reporter json:{quoted(os.path.join(work, 'cached.json'))}"
    parse = (f"cd {quoted(app)} && find . -name '*.swift' -print0 | sort -z | "
             f"xargs -0 -n {args.parse_batch} -P {args.parse_jobs} swiftc -frontend -parse")
    edited = os.path.join(app, manifest["edit_file"])
    original = os.path.join(work, "edited-file-original.swift")
    shutil.copyfile(edited, original)

    samples = {"cold": [], "warm": [], "changed": [], "edited": [], "parse": []}
    if single:
        samples["cold"].append(check_seconds)
    try:
        for rep in range(reps):
            log(f"{size} lines: repetition {rep + 1}/{reps} (load {load_average()})")
            if not single and rep < slow_reps:
                samples["cold"].append(hyperfine_once(cold, work, "cold"))
                # One file changed since the last run (the prepare step lints the original first, unmeasured): by a
                # comment, which no analysis reads, so lint reuses the last result, its findings moved
                # (ResultReuse); then by a function, which the analyses read, so lint analyzes everything again.
                restore = f"cp {quoted(original)} {quoted(edited)} && ({cached}) >/dev/null 2>&1; "
                prepare = restore + f"printf '// benchmark edit %s\\n' {rep} >> {quoted(edited)}"
                samples["changed"].append(hyperfine_once(cached, work, "changed", prepare))
                prepare = restore + f"printf 'func benchmarkEdit%s() {{}}\\n' {rep} >> {quoted(edited)}"
                samples["edited"].append(hyperfine_once(cached, work, "edited", prepare))
            # The checked run, or the edited run just before, left a cache entry for the current bytes.
            samples["warm"].append(hyperfine_once(cached, work, "warm"))
            samples["parse"].append(hyperfine_once(parse, work, "parse"))
    finally:
        shutil.copyfile(original, edited)

    medians = {key: (statistics.median(values) if values else None) for key, values in samples.items()}
    return {
        "size": size,
        "files": manifest["files"],
        "lines": manifest["lines"],
        "planted": planted,
        "reported": planted - len(missing),
        "missing": len(missing),
        "extra": len(extra),
        "planted_counts": manifest["planted_counts"],
        "rss_mb": rss,
        "check_seconds": check_seconds,
        "stages": stages,
        "samples": samples,
        "medians": medians,
        "notes": notes,
    }


def ratio(numerator, denominator):
    if numerator is None or denominator is None or denominator == 0:
        return "–"
    value = numerator / denominator
    if value < 0.001:
        return f"{value * 100:.2f} %"
    if value < 0.1:
        return f"{value * 100:.1f} %"
    return f"{value:.0f}×" if value >= 10 else f"{value:.2f}×"


def markdown(results, header):
    lines = [header, ""]
    lines.append("| lines | files | planted found | cold `lint` | warm `lint` | one file: comment added "
                 "| one file: function added | `swiftc -parse` | cold / parse | warm / cold | comment / cold "
                 "| function / cold | peak RSS | cold time × vs previous size | parse and extract "
                 "| child lifecycle + ownership | `orphan-child` |")
    lines.append("| ---: " * 17 + "|")
    previous = None
    for result in results:
        median = result["medians"]
        scaling = "–"
        if previous and previous["medians"]["cold"] and median["cold"]:
            factor = median["cold"] / previous["medians"]["cold"]
            exponent = math.log(factor) / math.log(result["lines"] / previous["lines"])
            scaling = f"{factor:.2f}× (n^{exponent:.2f})"
        stages = result["stages"]
        passes = [stage(stages, "child lifecycle"), stage(stages, "ownership")]
        passes_total = sum(value for value in passes if value is not None) if any(passes) else None
        found = f"{result['reported']}/{result['planted']}" + ("" if not result["extra"] else f" +{result['extra']} extra")
        note = f" ({'; '.join(result['notes'])})" if result["notes"] else ""
        lines.append(
            f"| {result['lines']:,} | {result['files']:,} | {found} | {seconds_text(median['cold'])}{note} "
            f"| {seconds_text(median['warm'])} | {seconds_text(median['changed'])} | {seconds_text(median['edited'])} "
            f"| {seconds_text(median['parse'])} | {ratio(median['cold'], median['parse'])} "
            f"| {ratio(median['warm'], median['cold'])} | {ratio(median['changed'], median['cold'])} "
            f"| {ratio(median['edited'], median['cold'])} "
            f"| {result['rss_mb']:.0f} MB | {scaling} | {seconds_text(stage(stages, 'parse and extract'))} "
            f"| {seconds_text(passes_total)} | {seconds_text(stage(stages, 'rule orphan-child'))} |"
        )
        previous = result
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default=DEFAULT_SIZES, help=f"corpus sizes in lines (default {DEFAULT_SIZES})")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--density", type=float, default=2.0, help="planted findings per 10,000 lines")
    parser.add_argument("--reps", type=int, default=3, help="repetitions of each measurement (default 3)")
    parser.add_argument("--budget-per-size", type=float, default=600,
                        help="seconds the cold and changed repetitions of one size may take, about (default 600)")
    parser.add_argument("--single-run-above", type=float, default=300,
                        help="a cold run longer than this many seconds is not repeated (default 300)")
    parser.add_argument("--parse-jobs", type=int, default=os.cpu_count() or 1,
                        help="parallel swiftc processes (default: the number of cores, as coordlint parses)")
    parser.add_argument("--parse-batch", type=int, default=500, help="files per swiftc process (default 500)")
    parser.add_argument("--coordlint", default=os.environ.get("COORDLINT", "coordlint"))
    parser.add_argument("--label", default=os.environ.get("COORDLINT_COMMIT", ""),
                        help="what the binary was built from, printed in the header")
    parser.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "coordlint-benchmark"),
                        help="folder for the corpora, reports and caches")
    parser.add_argument("--keep", action="store_true", help="keep each corpus after it is measured")
    parser.add_argument("--render", metavar="RESULTS_JSON",
                        help="print the table of an earlier run's results.json, measuring nothing")
    args = parser.parse_args(argv)

    if args.render:
        with open(args.render, encoding="utf-8") as handle:
            saved = json.load(handle)
        if isinstance(saved, list):  # written while a run was still going: no header yet
            saved = {"header": f"(from {args.render})", "results": saved}
        print(markdown(saved["results"], saved["header"]))
        return 0

    coordlint = shutil.which(args.coordlint) or args.coordlint
    coordlint = os.path.abspath(coordlint)
    sizes = [int(size.replace("_", "")) for size in args.sizes.split(",") if size]
    os.makedirs(args.work, exist_ok=True)
    version = subprocess.run([coordlint, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    with open(coordlint, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()[:12]
    load_before = load_average()
    started = datetime.datetime.now()

    results = []
    failed = False
    for size in sizes:
        result = measure_size(args, size, coordlint)
        results.append(result)
        failed = failed or bool(result["missing"] or result["extra"])
        with open(os.path.join(args.work, "results.json"), "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1)
        if not args.keep:
            shutil.rmtree(os.path.join(args.work, f"corpus-{size}"), ignore_errors=True)

    minutes = (datetime.datetime.now() - started).total_seconds() / 60
    label = f", built from {args.label}" if args.label else ""
    header = (f"coordlint {version} (binary sha256 {digest}{label}), {started.strftime('%Y-%m-%d')}, "
              f"{platform.system()} {os.cpu_count()} cores, load average {load_before} before and "
              f"{load_average()} after; seed {args.seed}, {args.density:g} planted findings per 10,000 lines; "
              f"medians of {args.reps} interleaved repetitions (hyperfine, one run each); `swiftc -frontend -parse` "
              f"in batches of {args.parse_batch} files, {args.parse_jobs} in parallel; stage columns from the "
              f"checked cold run (`COORDLINT_TIMINGS=1`); {minutes:.0f} min in all.")
    table = markdown(results, header)
    print(table)
    with open(os.path.join(args.work, "results.md"), "w", encoding="utf-8") as handle:
        handle.write(table + "\n")
    with open(os.path.join(args.work, "results.json"), "w", encoding="utf-8") as handle:
        json.dump({"header": header, "results": results}, handle, indent=1)
    if failed:
        print("\nplanted findings mismatch: see the MISSING and EXTRA lines above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
