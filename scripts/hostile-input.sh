#!/usr/bin/env bash
# Measures coordlint on input built to break it (issue 17): a hostile tree (a 480k-line generated file, 10,000-deep
# parentheses, 5,000-deep closures, 3,000 nested types, next to a normal app), a 50 MB file of `let`s, and a file
# with a chain of 200,000 coordinators each adding and starting the next (every rule enabled), a file of circular
# property initializers, and a file of brackets nested as deep as the parser is let. Prints each run's exit status, wall time
# and peak RSS (GNU time), and the lines that name the bad files.
#
#   bash scripts/hostile-input.sh [path/to/coordlint]   (default: .build/release/coordlint)
#   KEEP=1 keeps the generated inputs (their folder is printed) to measure another build on them.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:-$root/.build/release/coordlint}
work=$(mktemp -d /tmp/coordlint-hostile.XXXXXX)
if [ "${KEEP:-0}" = 1 ]; then echo "inputs kept in $work"; else trap 'rm -rf "$work"' EXIT; fi

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]

def write(path, text):
    full = os.path.join(work, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)

# A 480k-line generated file: 40,000 small coordinators, 12 lines each.
lines = ["protocol GenCoordinator: AnyObject { func start() }"]
for i in range(40000):
    lines += [
        f"final class Gen{i}Coordinator: GenCoordinator {{",
        "  var childCoordinators: [GenCoordinator] = []",
        f"  let name = \"gen{i}\"",
        "  func start() {",
        f"    let value = {i}",
        "    print(value)",
        "  }",
        "  func finish() {",
        "    childCoordinators.removeAll()",
        "  }",
        "}",
        "",
    ]
write("hostile/Generated.swift", "\n".join(lines) + "\n")
write("hostile/Parens.swift", "let deep = " + "(" * 10000 + "1" + ")" * 10000 + "\n")
write("hostile/Closures.swift", "func f() {\n  let c = " + "{ " * 5000 + "1" + " }" * 5000 + "\n}\n")
write("hostile/Types.swift", "".join(f"struct T{i} {{ " for i in range(3000)) + "}" * 3000 + "\n")

# Chains just under the depth coordlint refuses (4,000 levels), inside function bodies, several files at once so that
# worker threads fold them too: analyzed, never a crash.
for i in range(4):
    write(f"near/Ops{i}.swift", f"final class C{i} {{ func f() {{ let v = a" + " ?? a" * 3900 + "\n v.start() } }\n")
    write(f"near/Members{i}.swift", f"final class M{i} {{ func f() {{ let x = a" + ".b" * 3950 + "\n x.start() } }\n")
    write(f"near/Optionals{i}.swift", f"final class D{i} {{ func f() {{ self" + "?.b" * 1950 + ".start() } }\n")
    write(f"near/Calls{i}.swift", f"final class F{i} {{ func f() {{ let x = f" + "()" * 3950 + "\n } }\n")
    write(f"near/Subscripts{i}.swift", f"final class S{i} {{ func f() {{ let x = a" + "[0]" * 3950 + "\n } }\n")

# Code being edited: properties whose types depend on themselves through their initializers.
write("circular/Home.swift", "final class HomeCoordinator { var a = b; var b = a }\n"
      "final class AppCoordinator {\n  lazy var router = router\n  var uses = router\n}\n")

# Accepted, but as slow to parse as the bracket check lets through: 12 levels of `[A<` (the fuzzer's hang, one level
# under the refusal), closed, one a line, 2,000 lines. The parse cannot be interrupted, so only the check after it
# can give the file up.
write("brackets/Brackets.swift", "".join(
    f"let b{i}: " + "[A<" * 12 + "B" + ">]" * 12 + "\n" for i in range(2000)))

# A 50 MB file of plain `let` declarations.
with open(os.path.join(work, "lets.swift"), "w") as f:
    line = 0
    size = 0
    while size < 50 * 1024 * 1024:
        text = f"let value{line} = {line}\n"
        f.write(text)
        size += len(text)
        line += 1

# 200,000 coordinators, each adding and starting the next.
count = 200000
chain = ["protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }"]
for i in range(count):
    body = "" if i == count - 1 else (
        f"let next = C{i + 1}(); childCoordinators.append(next); next.start()")
    chain.append(f"final class C{i}: Coordinator {{ var childCoordinators: [Coordinator] = []; "
                 f"func start() {{ {body} }} }}")
write("chain/Chain.swift", "\n".join(chain) + "\n")
PY
cp -R "$root/Fixtures/ShopApp" "$work/hostile/ShopApp"
echo "inputs: $(du -sh "$work/hostile" | cut -f1) hostile tree, $(du -sh "$work/lets.swift" | cut -f1) lets.swift," \
  "$(du -sh "$work/chain" | cut -f1) chain"

measure() {
  local name=$1
  shift
  (cd "$work" && /usr/bin/time -v "$binary" lint --no-cache "$@" >"$work/$name.out" 2>"$work/$name.err")
  local status=$?
  local wall rss
  wall=$(grep "Elapsed (wall clock)" "$work/$name.err" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$work/$name.err" | awk '{print $NF}')
  echo "$name: exit $status, wall $wall, peak RSS $((rss / 1024)) MB," \
    "$(grep -c ': \(warning\|error\):' "$work/$name.out") findings"
  grep -v "^\s" "$work/$name.err" | grep -v "^Command being timed\|^Exit status" | head -8 | sed 's/^/  /'
}

measure hostile-tree hostile
measure near-depth-limit near
measure lets-50mb lets.swift
measure lets-50mb-allowed lets.swift --max-file-size 64
measure chain-200k chain
measure chain-200k-allowed chain --max-file-size 64
measure circular circular
measure brackets brackets --file-timeout 0
measure brackets-timeout brackets --file-timeout 1
