#!/usr/bin/env bash
# Mutation testing: applies one small fault at a time to a folder of the sources (a comparison
# flipped, && and || swapped, true and false swapped, a ± 1 dropped, a statement dropped, a guard
# made to return early), builds, runs the test suite until its first failure, and counts the mutant
# killed when a test fails (or the run times out); a mutant no test of a short run (3 seeds of the
# model-based tests) kills runs against the whole suite before it counts as a survivor. Mutants that
# do not compile are not counted and another is drawn.
# Runs in a copy of the repository under .build/mutation, so the working tree is never touched.
# Not part of CI: each mutant takes a build and a test run (a few minutes on 2 cores).
#
# Usage: Scripts/mutation-test.sh [MUTANTS_PER_FOLDER] [SEED] [FOLDER...]
#   defaults: 20 mutants per folder, seed 1, folders Sources/CellKit/Actions Sources/CellKit/Lists Sources/CellKit/Hosting
# Prints killed/total per folder and every surviving mutant; the report is also written to
# .build/mutation/report.md.
set -euo pipefail
cd "$(dirname "$0")/.."
per_folder=${1:-20}
seed=${2:-1}
shift $(($# > 2 ? 2 : $#))
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(Sources/CellKit/Actions Sources/CellKit/Lists Sources/CellKit/Hosting)
command -v rsync >/dev/null || { apt-get update -qq && apt-get install -y -qq rsync >/dev/null; }
work=.build/mutation/work
mkdir -p "$work"
rsync -a --delete --exclude .build --exclude .git ./ "$work/"
python3 - "$work" "$per_folder" "$seed" "${folders[@]}" <<'PY'
import os, random, re, subprocess, sys, threading, time

work, per_folder, seed, folders = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]

def run(command, timeout):
    try:
        return subprocess.run(command, cwd=work, shell=True, capture_output=True, text=True, errors="replace",
                              timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        return "timeout"

SKIP = re.compile(r"^\s*(//|@|import |#|\}|case |default:|func |init|deinit|let |var |private |public |package |"
                  r"internal |fileprivate |static |extension |struct |class |enum |protocol |typealias |return|"
                  r"guard |if |for |while |switch |else|defer|do |catch|throw)")
OPERATORS = [
    ("flip comparison", [(" < ", " >= "), (" <= ", " > "), (" > ", " <= "), (" >= ", " < "), (" == ", " != "), (" != ", " == ")]),
    ("swap && and ||", [(" && ", " || "), (" || ", " && ")]),
    ("swap true and false", [("true", "false"), ("false", "true")]),
    ("off by one", [(" + 1", ""), (" - 1", ""), ("+= 1", "+= 2"), ("-= 1", "-= 2")]),
]

def candidates(path):
    lines = open(path).read().split("\n")
    in_string = False
    for number, line in enumerate(lines):
        if line.count('"""') % 2 == 1:
            in_string = not in_string
            continue
        stripped = line.strip()
        if in_string or not stripped or stripped.startswith("//"):
            continue
        code = line.split(" //")[0]
        for name, replacements in OPERATORS:
            for old, new in replacements:
                if name == "swap true and false":
                    match = re.search(r"\b" + old + r"\b", code)
                    if match and '"' not in code:
                        yield (path, number, name, line, code[:match.start()] + new + code[match.end():] + line[len(code):])
                    continue
                index = code.find(old)
                if index >= 0 and not (name == "flip comparison" and "->" in code and old in (" > ", " >= ")):
                    yield (path, number, name, line, line[:index] + new + line[index + len(old):])
        guard = re.match(r"^(\s*guard )(.+)( else \{.*)$", line)
        if guard:
            yield (path, number, "return early", line, guard.group(1) + "false" + guard.group(3))
        if not SKIP.match(line) and not stripped.endswith(("{", ",", "(", "[", "in")) and stripped.count("(") == stripped.count(")"):
            yield (path, number, "drop statement", line, "")

def tests_fail(seeds=None, timeout=900):
    """Runs the whole suite and stops at its first failure: a mutant a test kills costs only the
    tests run before it. `seeds` caps the model-based tests' seeds (CELLKIT_MODEL_SEEDS)."""
    environment = dict(os.environ)
    if seeds:
        environment["CELLKIT_MODEL_SEEDS"] = str(seeds)
    # A mutant can make a test print bytes that are not UTF-8: they are replaced, not fatal.
    process = subprocess.Popen("swift test --skip-build 2>&1", cwd=work, shell=True, text=True, errors="replace",
                               stdout=subprocess.PIPE, env=environment, start_new_session=True)
    # A mutant that makes a test loop forever prints nothing more: a timer ends the run at the
    # deadline, whether or not output comes.
    timed_out = threading.Event()
    def expire():
        timed_out.set()
        os.killpg(process.pid, 9)
    watchdog = threading.Timer(timeout, expire)
    watchdog.start()
    try:
        for line in process.stdout:
            if "\u2718" in line:
                os.killpg(process.pid, 9)
                process.wait()
                return 1
        code = process.wait()
        return "timeout" if timed_out.is_set() else code
    finally:
        watchdog.cancel()
        if process.poll() is None:
            os.killpg(process.pid, 9)

def swift_files(folder):
    for root, _, files in sorted(os.walk(os.path.join(work, folder))):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(root, name)

start = time.time()
print("baseline: building and testing the unmutated copy", flush=True)
if run("swift build --build-tests", 1800) != 0 or run("swift test --skip-build", 1200) != 0:
    sys.exit("the unmutated tests do not pass: fix them first")
print(f"baseline passed in {time.time() - start:.0f} s", flush=True)

rows, summary = [], []
random.seed(seed)
for folder in folders:
    pool = [c for path in swift_files(folder) for c in candidates(path)]
    random.shuffle(pool)
    killed = survived = stillborn = 0
    for path, number, name, old, new in pool:
        if killed + survived >= per_folder:
            break
        source = open(path).read()
        lines = source.split("\n")
        lines[number] = new
        open(path, "w").write("\n".join(lines))
        try:
            if run("swift build --build-tests 2>&1", 1800) != 0:
                stillborn += 1
                continue
            # A short run first (fewer seeds of the model-based tests); a mutant it leaves is
            # run against the whole suite before it counts as a survivor.
            outcome = tests_fail(seeds=3)
            if outcome == 0:
                outcome = tests_fail()
        finally:
            open(path, "w").write(source)
        where = f"{os.path.relpath(path, work)}:{number + 1}"
        if outcome == 0:
            survived += 1
            rows.append(f"| {where} | {name} | `{old.strip()}` | `{new.strip() or '(dropped)'}` |")
            print(f"SURVIVED {where} {name}: {old.strip()!r} -> {new.strip()!r}", flush=True)
        else:
            killed += 1
            print(f"killed   {where} {name} ({'timeout' if outcome == 'timeout' else 'a test failed'})", flush=True)
    total = killed + survived
    share = f"{100 * killed / total:.0f}%" if total else "n/a"
    summary.append(f"| {folder} | {killed} / {total} | {share} | {stillborn} |")
    print(f"{folder}: {killed} of {total} killed ({share}); {stillborn} did not compile", flush=True)
report = "\n".join(
    [f"# Mutation testing, seed {seed}, {per_folder} mutants per folder ({time.time() - start:.0f} s)", "",
     "| folder | killed / total | share | did not compile |", "| --- | --- | --- | --- |", *summary, "",
     "Surviving mutants:", "", "| where | fault | original | mutated |", "| --- | --- | --- | --- |", *rows, ""])
os.makedirs(".build/mutation", exist_ok=True)
open(".build/mutation/report.md", "w").write(report)
print(report)
PY
