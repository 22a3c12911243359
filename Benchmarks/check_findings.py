#!/usr/bin/env python3
"""Compares coordlint's JSON report with a corpus manifest: every planted finding reported, nothing else."""

import argparse
import collections
import json
import os
import sys


def normalize(path, root):
    """A finding's file relative to the corpus's app folder, whatever folder coordlint ran in."""
    if os.path.isabs(path):
        path = os.path.relpath(path, root)
    path = os.path.normpath(path).replace(os.sep, "/")
    marker = os.path.basename(os.path.normpath(root)) + "/"
    if marker in path:
        path = path.split(marker, 1)[1]
    return path


def compare(manifest, report, root):
    """The planted findings coordlint missed and the findings it reported that were not planted, as lists."""
    expected = collections.Counter((entry["rule"], entry["file"], entry["line"]) for entry in manifest["planted"])
    reported = collections.Counter(
        (finding["rule"], normalize(finding["file"], root), finding["line"]) for finding in report["findings"]
    )
    messages = {}
    for finding in report["findings"]:
        key = (finding["rule"], normalize(finding["file"], root), finding["line"])
        messages.setdefault(key, finding["message"])
    kinds = {(entry["rule"], entry["file"], entry["line"]): entry.get("kind", "") for entry in manifest["planted"]}
    missing = sorted((expected - reported).elements())
    extra = sorted((reported - expected).elements())
    return [(key, kinds.get(key, "")) for key in missing], [(key, messages.get(key, "")) for key in extra]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("manifest", help="the manifest.json the generator wrote")
    parser.add_argument("report", help="coordlint's report: lint --reporter json:FILE")
    parser.add_argument("--root", help="the app folder the report's paths are relative to "
                                       "(default: SynthApp next to the manifest)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = parser.parse_args(argv)

    with open(args.manifest, encoding="utf-8") as handle:
        manifest = json.load(handle)
    with open(args.report, encoding="utf-8") as handle:
        report = json.load(handle)
    root = args.root or os.path.join(os.path.dirname(os.path.abspath(args.manifest)), manifest.get("root", "SynthApp"))

    missing, extra = compare(manifest, report, root)
    planted = len(manifest["planted"])
    found = planted - len(missing)
    if not args.quiet:
        for (rule, path, line), kind in missing:
            print(f"MISSING {rule} at {path}:{line} (planted {kind})")
        for (rule, path, line), message in extra:
            print(f"EXTRA   {rule} at {path}:{line}: {message}")
    status = "ok" if not missing and not extra else "MISMATCH"
    print(f"{status}: {found}/{planted} planted findings reported, {len(missing)} missing, "
          f"{len(extra)} extra ({len(report['findings'])} reported)")
    return 0 if status == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
