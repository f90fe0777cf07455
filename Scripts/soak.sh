#!/usr/bin/env bash
# Soaks the release demo: drives `subscribe --rows 100000` in tmux for MINUTES minutes (default 10)
# with seeded random keys, clicks, wheel turns, pastes and resizes. After every step it checks that
# the screen is well formed (no line wider than the terminal) and that a status line reporting a
# tap names a channel on the screen; it samples the demo's resident memory as it goes. Prints the
# steps run, memory at the start and end, and any failure with the seed and step count to replay it
# (`Scripts/soak.sh MINUTES SEED STEPS` runs the same steps and stops after STEPS of them). The
# summary is also written to Scripts/soak-last-result.txt.
#
# Usage: Scripts/soak.sh [MINUTES] [SEED] [STEPS]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
seed=${2:-$RANDOM}
max_steps=${3:-0}
command -v tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }
swift build -c release --product subscribe >/dev/null
binary=$(swift build -c release --show-bin-path)/subscribe
python3 - "$binary" "$minutes" "$seed" "$max_steps" <<'PY'
import random, re, subprocess, sys, time, unicodedata

binary, minutes, seed, max_steps = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
socket = f"cellkit-soak-{seed}"
rng = random.Random(seed)

def tmux(*args):
    return subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True).stdout

def screen():
    return tmux("capture-pane", "-p", "-t", "soak").split("\n")[:-1]

def size():
    w, h = tmux("display", "-p", "-t", "soak", "#{pane_width} #{pane_height}").split()
    return int(w), int(h)

def columns(line):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in line)

def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0

def alive(pid):
    try:
        rss_mb(pid)
        return True
    except OSError:
        return False

keys = ["Up", "Down", "Up", "Down", "PageUp", "PageDown", "Home", "End", "Tab", "BTab", "Left", "Right",
        "Enter", "Space", "a", "s", "e", "g", "c", "x", ".", "Escape", "M-Up", "M-Down"]
words = ["Ada", "Grace", "Codes", "Ships", "Tim", "Debugs", "#1", "漢字", "é", "🎸"]

def step(width, height):
    kind = rng.choices(["key", "filter", "click", "wheel", "paste", "resize"], [70, 6, 12, 6, 3, 3])[0]
    if kind == "key":
        key = rng.choice(keys)
        tmux("send-keys", "-t", "soak", key)
        return f"key {key}"
    if kind == "filter":
        word = rng.choice(words)
        # A fresh filter each time (Ctrl-U clears the field), most often closed again with Esc.
        tmux("send-keys", "-t", "soak", "/")
        tmux("send-keys", "-t", "soak", "C-u")
        tmux("send-keys", "-t", "soak", "-l", word)
        tmux("send-keys", "-t", "soak", rng.choice(["Enter", "Escape", "Escape", "Down"]))
        return f"filter {word}"
    x, y = rng.randint(1, width), rng.randint(1, height)
    if kind == "click":
        button = rng.choice([0, 0, 0, 2])
        tmux("send-keys", "-t", "soak", "-l", f"\x1b[<{button};{x};{y}M\x1b[<{button};{x};{y}m")
        return f"click {button} at {x},{y}"
    if kind == "wheel":
        button = rng.choice([64, 65])
        for _ in range(rng.randint(1, 5)):
            tmux("send-keys", "-t", "soak", "-l", f"\x1b[<{button};{x};{y}M")
        return f"wheel {button} at {x},{y}"
    if kind == "paste":
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 40)))
        tmux("send-keys", "-t", "soak", "-l", f"\x1b[200~{text}\x1b[201~")
        return f"paste of {len(text)} characters"
    w, h = rng.randint(40, 200), rng.randint(12, 60)
    tmux("resize-window", "-t", "soak", "-x", str(w), "-y", str(h))
    return f"resize to {w}x{h}"

tap = re.compile(r"(subscribeTapped|notificationsToggled|retryTapped) at \[\d+, \d+\] · (.+)$")
subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
tmux("-f", "/dev/null", "new-session", "-d", "-s", "soak", "-x", "120", "-y", "40",
     f"{binary} --rows 100000 --seed {seed}; echo EXIT=$?; sleep 600")
tmux("set-option", "-t", "soak", "status", "off")
tmux("set-option", "-t", "soak", "window-size", "manual")
deadline = time.time() + 30
while not any("subscribers" in line for line in screen()):
    if time.time() > deadline:
        sys.exit("soak: the demo did not start:\n" + "\n".join(screen()))
    time.sleep(0.05)
pid = int(subprocess.run(["pgrep", "-n", "-f", f"{binary} --rows 100000 --seed {seed}"],
                         capture_output=True, text=True).stdout.split()[0])
time.sleep(1)
start_rss = rss_mb(pid)
samples = [start_rss]
failures = []
steps = 0
last_tap = ""
end = time.time() + minutes * 60
while time.time() < end and not failures and (max_steps == 0 or steps < max_steps):
    width, height = size()
    action = step(width, height)
    steps += 1
    time.sleep(0.04)
    if not alive(pid):
        failures.append(f"step {steps} ({action}): the demo is gone:\n" + "\n".join(screen()))
        break
    # Let the demo catch up (the same screen twice, 50 ms apart, or 2 s): a capture taken while
    # events still queue would judge a tap by a screen later steps already changed.
    settled, previous = time.time() + 2, None
    while time.time() < settled:
        current = screen()
        if current == previous:
            break
        previous = current
        time.sleep(0.05)
    # A frame may be captured half written: a failed check is checked again on a later capture.
    for attempt in range(4):
        problems = []
        lines = screen()
        width, _ = size()
        wide = [(n, columns(line)) for n, line in enumerate(lines) if columns(line) > width]
        if wide:
            problems.append(f"step {steps} ({action}): lines wider than {width} columns: {wide}\n" + "\n".join(lines))
        # The status line is the one that reports a tap, if any line does.
        status = next((line.strip() for line in lines if tap.search(line)), "")
        match = tap.search(status)
        # A narrow status line ends the name with "…": compare what it shows. Narrow rows cut names
        # too ("Ma…"): a row shows the channel when the name starts with what the row kept of it.
        name = match.group(2).removesuffix("…") if match else ""
        def names_channel(line):
            return name[:12] in line or any(
                len(kept) >= 2 and name.startswith(kept) for kept in re.findall(r"(\w[\w #]*)…", line))
        # A tap is known by its action and index path: the name after them is cut to the width.
        if match and status.split(" · ")[0] != last_tap and not any(
                names_channel(line) for line in lines if line.strip() != status):
            problems.append(f"step {steps} ({action}): the status names {match.group(2)!r}, not on the screen:\n"
                            + "\n".join(lines))
        if not problems:
            break
        time.sleep(0.25)
    failures += problems
    # A tap is checked once, when its status first shows: the same status seen again later (after
    # a capture without it, or once an alert naming the channel closed) is not a new tap.
    if tap.search(status):
        last_tap = status.split(" · ")[0]
    if steps % 50 == 0:
        samples.append(rss_mb(pid))
end_rss = rss_mb(pid) if alive(pid) else 0.0
# Apart in time: Esc with a key right after it reads as Alt and that key.
for key in ["Escape", "Escape", "q"]:
    tmux("send-keys", "-t", "soak", key)
    time.sleep(0.3)
deadline = time.time() + 10
while not any("EXIT=" in line for line in screen()) and time.time() < deadline:
    time.sleep(0.1)
last_screen = screen()
exit_line = next((line for line in last_screen if "EXIT=" in line), None)
if exit_line is None:
    exit_line = "EXIT=? (did not quit); the screen:\n" + "\n".join(last_screen)
subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
if not failures and exit_line.strip() != "EXIT=0":
    failures.append(f"after {steps} steps: quitting gave {exit_line.strip()}")
summary = (f"soak of subscribe --rows 100000, seed {seed}, {minutes:g} min: {steps} steps; "
           f"resident memory {start_rss:.1f} MB at the start, {end_rss:.1f} MB at the end, "
           f"{max(samples):.1f} MB at most; at each fifth of the run "
           + ", ".join(f"{samples[min(len(samples) - 1, len(samples) * k // 5)]:.1f}" for k in range(5))
           + f" MB ({len(samples)} samples); "
           + ("no failure" if not failures else f"FAILED; replay: Scripts/soak.sh {minutes:g} {seed} {steps}"))
print(summary)
for failure in failures:
    print(failure)
with open("Scripts/soak-last-result.txt", "w") as out:
    out.write(time.strftime("%Y-%m-%d") + ": " + summary + "\n" + "".join(f + "\n" for f in failures))
sys.exit(1 if failures else 0)
PY
