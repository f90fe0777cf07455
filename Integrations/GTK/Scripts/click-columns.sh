#!/usr/bin/env bash
# Clicks the GTK task table in a real X server (Xvfb) with xdotool: the Priority header twice (sorted
# by priority, highest first), "Hide done" (done tasks filtered out), then the Done check box in the
# third column of the third row, and checks the window's title names the task that row shows then,
# its place in the snapshot and the column. Saves a screenshot of the window.
#
#   bash Scripts/click-columns.sh path/to/tasks-gtk [screenshot.png]
#
# Needs xvfb-run, xdotool and python3. The window is 560×520 at the screen's top left: the column
# headers at y 48, then rows 52 pixels tall (the spin buttons' height) from y 61.
#
# Nothing waits for a set time: each step waits (10 s at most) for the table to change on the
# screen Xvfb keeps in a file, and the last for the window's title.
set -euo pipefail
app="$1"
shot="${2:-}"
here="$(cd "$(dirname "$0")" && pwd)"

if [ -z "${DISPLAY:-}" ] || [ -z "${CELLKIT_FB:-}" ]; then
  fb="$(mktemp -d)"
  trap 'rm -rf "$fb"' EXIT
  CELLKIT_FB="$fb" exec xvfb-run -a -s "-screen 0 640x700x24 -noreset -fbdir $fb" bash "$0" "$@"
fi

source "$here/screen.sh"

# The titles of the tasks: the Task column, under its header.
titles="0 62 300 420"
# Clicks at ($1, $2), then waits until the titles change.
click_and_wait() {
  local before
  before=$(digest $titles)
  xdotool mousemove "$1" "$2" click 1
  wait_until "$3" differs "$before" $titles
}
# The y of the middle of row $1 (a section's header row or a task's row).
row_y() { echo $((87 + 52 * $1)); }

"$app" >"$CELLKIT_FB/app.log" 2>&1 &
pid=$!
wait_window Tasks >/dev/null || fail "the window did not show: $(cat "$CELLKIT_FB/app.log")"
wait_until "the table is drawn" drawn $titles

# Rows: 0 Home's header, 1 Book the plumber (high), 2 Buy winter tyres (medium), 3 Water the ferns
# (low, done), 4 Renew passport (high), 5 Work's header...
click_and_wait 345 48 "a click on Priority sorts the rows, lowest first"
# Elsewhere on the header: at the same place, quickly, it would be a double click, which GTK's
# header does not take for a second click.
click_and_wait 385 48 "a second click sorts them highest first"
echo "ok: the Priority header sorts the table, then the other way round"
click_and_wait 18 18 "Hide done hides Water the ferns"
echo "ok: Hide done filters the done tasks out"

# Now: 1 Book the plumber, 2 Renew passport, 3 Buy winter tyres. Renew passport is the snapshot's
# fourth task of Home, [0, 3], whatever the table shows where.
xdotool mousemove 450 "$(row_y 2)" click 1
expected='Tasks: "Renew passport" done (row [0, 3], done column)'
for _ in $(seq 100); do
  title="$(xdotool search --onlyvisible --name '^Tasks' getwindowname 2>/dev/null | head -1 || true)"
  [ "$title" = "$expected" ] && break
  sleep 0.1
done
[ "$title" = "$expected" ] || fail "the third row's check box reached \"$title\", not \"$expected\""
echo "ok: the check box in the third column of the third row names Renew passport, [0, 3], done column"

if [ -n "$shot" ]; then
  python3 "$here/xwd-to-png.py" "$CELLKIT_FB/Xvfb_screen0" "$shot" 0 0 560 520
  echo "ok: screenshot saved to $shot"
fi
kill "$pid"
wait "$pid" 2>/dev/null || true
echo "the check box reached the right task after sorting and filtering"
