#!/usr/bin/env python3
"""Accuracy of coordlint on the hand-labelled public apps in Evaluation/.

Fetches each app at its pinned commit (or uses checkouts given with --apps), runs `coordlint lint` and
`coordlint graph` on it, and compares with the labels: per rule, how many reported findings were judged true
(precision) and how many labelled problems were reported (recall); and how many labelled coordinators and
parent→child edges the graph has. Findings no label covers are listed so that they get labelled.

Labels are facts (file, line, verdict, a reason), never code. Needs git and network for fetching; the tests do not
run it.

    python3 scripts/evaluate.py                      # fetch into .build/evaluation/apps, build, evaluate
    python3 scripts/evaluate.py --apps /path/to/apps --binary .build/release/coordlint
    python3 scripts/evaluate.py --markdown           # the README's table
"""
import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVALUATION = os.path.join(ROOT, "Evaluation")
RULES = ["orphan-child", "unretained-coordinator", "retain-cycle", "temporary-retain-cycle", "strong-back-reference",
         "non-class-delegate-protocol", "strong-self-capture"]


def label_key(rule, verdict):
    """Labels judge cycles as `retain-cycle` with the verdict `true` (permanent) or `temporary`: the rule a label
    belongs to, and whether it is a real problem."""
    if rule == "retain-cycle" and verdict == "temporary":
        return "temporary-retain-cycle", True
    return rule, verdict == "true"


def run(arguments, cwd=None):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"evaluate: {' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()[:400]}")
    return result.stdout


def fetch(app, folder):
    """A checkout of the app at its pinned commit: cloned once, then only checked out."""
    path = os.path.join(folder, app["name"])
    if not os.path.isdir(os.path.join(path, ".git")):
        os.makedirs(folder, exist_ok=True)
        run(["git", "clone", "--quiet", f"https://github.com/{app['repo']}.git", path])
    run(["git", "-C", path, "checkout", "--quiet", "--detach", app["commit"]])
    return path


def findings_of(binary, apps_folder, name):
    output = run([binary, "lint", "--no-cache", "--reporter", "json", name], cwd=apps_folder)
    prefix = name + "/"
    result = []
    for finding in json.loads(output)["findings"]:
        path = finding["file"]
        result.append((finding["rule"], path[len(prefix):] if path.startswith(prefix) else path, finding["line"]))
    return result


def graph_of(binary, apps_folder, name):
    graph = json.loads(run([binary, "graph", "--format", "json", name], cwd=apps_folder))
    names = {node["id"]: node["name"] for node in graph["nodes"]}
    coordinators = {node["name"] for node in graph["nodes"] if node["kind"] == "coordinator"}
    edges = {(names.get(edge["from"], edge["from"]), names.get(edge["to"], edge["to"]))
             for edge in graph["edges"] if edge["kind"] == "child"}
    return coordinators, edges


def coordinators_of(binary, apps_folder, name):
    dump = json.loads(run([binary, "dump", name], cwd=apps_folder))
    return {entry["name"] for entry in dump["coordinators"]}


def evaluate(app, labels, binary, apps_folder, totals, unlabelled):
    name = app["name"]
    reported = findings_of(binary, apps_folder, name)
    # Each labelled place: whether it is a real problem, and of which rule (a cycle's class is part of the verdict).
    judged = {}
    for label in labels.get("findings", []):
        rule, real = label_key(label["rule"], label["verdict"])
        judged[(label["file"], label["line"], label["rule"] if label["rule"] != "retain-cycle" else "cycle")] = (rule, real)
    for label in labels.get("missed", []):
        rule, _ = label_key(label["rule"], label.get("verdict", "true"))
        judged[(label["file"], label["line"], label["rule"] if label["rule"] != "retain-cycle" else "cycle")] = (rule, True)
    reported_set = set()
    for rule, file, line in reported:
        family = "cycle" if rule in ("retain-cycle", "temporary-retain-cycle") else rule
        reported_set.add((rule, file, line))
        verdict = judged.get((file, line, family))
        if verdict is None:
            unlabelled.append((name, rule, file, line))
            totals[rule]["unlabelled"] += 1
        elif not verdict[1]:
            totals[rule]["false"] += 1
        elif verdict[0] == rule:
            totals[rule]["true"] += 1
        else:
            # A real cycle of the other class: permanent reported as temporary, or the reverse.
            totals[rule]["other class"] += 1
    for (file, line, _), (rule, real) in judged.items():
        if real:
            totals[rule]["problems"] += 1
            if (rule, file, line) in reported_set:
                totals[rule]["found"] += 1
    _, edges = graph_of(binary, apps_folder, name)
    # Discovery is judged on the model (`dump`), bases included; the graph draws a base only when an edge needs it.
    coordinators = coordinators_of(binary, apps_folder, name)
    labelled_coordinators = {c["name"].split(".")[-1] for c in labels.get("coordinators", [])}
    found_coordinators = {c.split(".")[-1] for c in coordinators}
    labelled_edges = {(e["parent"].split(".")[-1], e["child"].split(".")[-1]) for e in labels.get("edges", [])}
    found_edges = {(p.split(".")[-1], c.split(".")[-1]) for p, c in edges}
    return {
        "app": name,
        "coordinators": (len(labelled_coordinators & found_coordinators), len(labelled_coordinators)),
        "edges": (len(labelled_edges & found_edges), len(labelled_edges)),
        # Drawn but not labelled: to be read, then labelled as an edge or fixed as a false one.
        "extra edges": sorted(found_edges - labelled_edges),
    }


def percent(part, whole):
    # Rounded down, so that a target such as 95% is met only when it is (472/474 is 99%, not 100%).
    return "–" if whole == 0 else f"{100 * part // whole}%"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apps", help="folder holding checkouts named as in Evaluation/apps.json")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "coordlint"))
    parser.add_argument("--markdown", action="store_true", help="print the README's tables")
    options = parser.parse_args()

    apps = json.load(open(os.path.join(EVALUATION, "apps.json")))["apps"]
    if not os.path.exists(options.binary):
        run(["swift", "build", "-c", "release", "--product", "coordlint"], cwd=ROOT)
    apps_folder = options.apps or os.path.join(ROOT, ".build", "evaluation", "apps")
    totals = defaultdict(lambda: defaultdict(int))
    unlabelled = []
    per_app = []
    for app in apps:
        labels_path = os.path.join(EVALUATION, "labels", app["name"] + ".json")
        if not os.path.exists(labels_path):
            continue
        if not options.apps:
            fetch(app, apps_folder)
        labels = json.load(open(labels_path))
        per_app.append(evaluate(app, labels, options.binary, apps_folder, totals, unlabelled))

    print("| rule | reported | true | real, other class | false | unlabelled | precision | recall |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for rule in RULES:
        row = totals[rule]
        judged = row["true"] + row["other class"] + row["false"]
        print(f"| `{rule}` | {judged + row['unlabelled']} | {row['true']} | {row['other class']} | {row['false']} | "
              f"{row['unlabelled']} | {percent(row['true'], judged)} | "
              f"{percent(row['found'], row['problems'])} ({row['found']}/{row['problems']}) |")
    print()
    print("| app | coordinators found | parent→child edges found | edges drawn, not labelled |")
    print("| --- | --- | --- | --- |")
    for entry in per_app:
        (c_found, c_all), (e_found, e_all) = entry["coordinators"], entry["edges"]
        print(f"| {entry['app']} | {c_found}/{c_all} ({percent(c_found, c_all)}) | "
              f"{e_found}/{e_all} ({percent(e_found, e_all)}) | {len(entry['extra edges'])} |")
    c_found = sum(e["coordinators"][0] for e in per_app)
    c_all = sum(e["coordinators"][1] for e in per_app)
    e_found = sum(e["edges"][0] for e in per_app)
    e_all = sum(e["edges"][1] for e in per_app)
    extra = sum(len(e["extra edges"]) for e in per_app)
    print(f"| **all** | {c_found}/{c_all} ({percent(c_found, c_all)}) | {e_found}/{e_all} ({percent(e_found, e_all)}) | "
          f"{extra} |")
    if extra and not options.markdown:
        print("\nedges drawn without a label:")
        for entry in per_app:
            for parent, child in entry["extra edges"]:
                print(f"  {entry['app']} {parent} -> {child}")
    if unlabelled and not options.markdown:
        print("\nfindings without a label:")
        for entry in unlabelled:
            print("  " + " ".join(str(part) for part in entry))


if __name__ == "__main__":
    main()
