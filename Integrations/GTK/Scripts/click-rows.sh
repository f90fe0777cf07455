#!/usr/bin/env bash
# Clicks Subscribe buttons of the GTK demo in a real X server (Xvfb) with xdotool, and checks each
# dialog names the YouTuber of the row clicked: on the first screen, after a YouTuber is inserted
# at the top, and in recycled rows after scrolling 10,000 rows. Saves a screenshot of the window.
#
#   bash Scripts/click-rows.sh path/to/subscribe-gtk [screenshot.png]
#
# Needs xvfb-run, xdotool and python3. Rows are 48 pixels tall (the demo's style sheet gives cells 44 and their controls 4 more) under a
# 48-pixel tool bar, in a 480×640 window at the screen's top left.
#
# Nothing waits for a set time: each step waits (10 s at most) for what it needs to see, read from
# the screen Xvfb keeps in a file: the list drawn, back at its top, the status line changed, a menu
# shown, the drag icon following the pointer, a dialog shown or gone.
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

# Places on the screen: the word "Tech" in the first row's header, where it is when the list is at
# its top (the pointer never rests on that row when it is compared: its hover would tint it); the
# place after it where the header shows its count when Tech is collapsed; the status line.
tech_word="14 60 42 24"
tech_count="58 60 60 24"
status_line="0 612 470 28"

# Waits for the window's first frame with the list in it (the window is black before), and keeps
# what the top of the list shows in $top.
list_shown() {
  wait_until "the list is drawn" drawn $tech_word
  top=$(digest $tech_word)
}

# The title of the dialog the click at ($1, $2) opens; the dialog is closed afterwards.
click_and_read_dialog() {
  xdotool mousemove "$1" "$2" click 1
  for _ in $(seq 100); do
    title="$(xdotool search --onlyvisible --name '^(Subscribed to|Unsubscribed from) ' getwindowname 2>/dev/null | head -1 || true)"
    if [ -n "$title" ]; then
      dialog="$(xdotool search --onlyvisible --name '^(Subscribed to|Unsubscribed from) ' | head -1)"
      echo "$title"
      xdotool key --window "$dialog" Return
      for _ in $(seq 100); do
        xdotool search --onlyvisible --name '^(Subscribed to|Unsubscribed from) ' >/dev/null 2>&1 || return 0
        sleep 0.1
      done
      fail "the dialog \"$title\" did not close"
    fi
    sleep 0.1
  done
  fail "no dialog after the click at $1,$2"
}

# Scrolls the list back to its top, until it shows Tech's header there as when the window opened.
# After a change GTK keeps some row where it was on screen (its anchor), which may scroll the list
# by the rows inserted or removed above it.
to_top() {
  xdotool mousemove 250 300 click --repeat 8 --delay 40 4
  wait_until "the list is back at its top" shows "$top" $tech_word
}

# Finds the drag icon's window ($icon) once a drag has begun: a window of the demo other than its
# main one, larger than the 1×1 windows GTK keeps.
icon=""
find_drag_icon() {
  local id WINDOW X Y WIDTH HEIGHT SCREEN
  for id in $(xdotool search --onlyvisible --pid "$pid" 2>/dev/null); do
    eval "$(xdotool getwindowgeometry --shell "$id")"
    if [ "$WIDTH" -gt 1 ] && [ "$(xdotool getwindowname "$id")" != Subscriptions ]; then
      icon=$id
      return 0
    fi
  done
  return 1
}
# Whether the drag icon hangs where GTK puts its default one for the pointer at ($1, $2): 2 pixels
# right of it and 2 below (the icon's hotspot is -2, -2).
icon_at() {
  local WINDOW X=0 Y=0 WIDTH HEIGHT SCREEN
  eval "$(xdotool getwindowgeometry --shell "$icon")"
  [ "$X $Y" = "$(($1 + 2)) $(($2 + 2))" ]
}
# Moves the pressed pointer to ($1, $2). Once the drag has begun, waits until its icon follows: GTK
# has handled the move and told the list where the row is, before the next one comes.
drag_to() {
  [ -n "$icon" ] || find_drag_icon || true
  local dragging=$icon
  xdotool mousemove "$1" "$2"
  [ -z "$dragging" ] || wait_until "the drag icon follows the pointer to $1,$2" icon_at "$1" "$2"
}

# Whether a row's menu shows: a second window of the demo, with Delete drawn where it is clicked
# (the menu of the third row, Marques Brownlee's, has it here).
delete_x=240
delete_y=$((48 + 48 * 4 + 72))
menu_shown() {
  [ "$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | wc -l)" -gt 1 ] &&
    drawn $((delete_x - 25)) $((delete_y - 8)) 50 16
}

# The y of the middle of flat row $1 (a header, item or footer row) in the list.
row_y() { echo $((48 + 48 * $1 + 24)); }
subscribe_x=60

# The first screen: Tech's header, then Brian Voong, Dave Lee, Marques Brownlee, Linus Tech Tips.
"$app" >"$CELLKIT_FB/app.log" 2>&1 &
pid=$!
wait_window Subscriptions >/dev/null || fail "the demo's window did not show: $(cat "$CELLKIT_FB/app.log")"
list_shown

title="$(click_and_read_dialog $subscribe_x "$(row_y 3)")"
[ "$title" = "Subscribed to Marques Brownlee" ] || fail "third row: \"$title\""
echo "ok: the third row's Subscribe names Marques Brownlee"

# A YouTuber inserted at the top. GTK keeps a row near the top of the view where it is on screen
# (the list may scroll by the new row), so the wheel takes it back to the top: Marques Brownlee's row
# is the fourth now, [0, 3], and his button must reach him there (an index path kept from before
# the insert would name Dave Lee, now in the third row).
before=$(digest $status_line)
xdotool mousemove 36 24 click 1
wait_until "Add shows its status" differs "$before" $status_line
to_top
title="$(click_and_read_dialog $subscribe_x "$(row_y 4)")"
[ "$title" = "Unsubscribed from Marques Brownlee" ] || fail "the fourth row after an insert at the top: \"$title\""
echo "ok: after an insert at the top, the fourth row's Subscribe names Marques Brownlee, still subscribed"
title="$(click_and_read_dialog $subscribe_x "$(row_y 3)")"
[ "$title" = "Subscribed to Dave Lee" ] || fail "the third row after the insert: \"$title\""
echo "ok: the third row names Dave Lee"

if [ -n "$shot" ]; then
  geometry="$(xdotool search --onlyvisible --name '^Subscriptions$' getwindowgeometry --shell)"
  eval "$geometry"
  python3 "$here/xwd-to-png.py" "$CELLKIT_FB/Xvfb_screen0" "$shot" "$X" "$Y" "$WIDTH" "$HEIGHT"
  echo "ok: screenshot saved to $shot"
fi
kill "$pid"
wait "$pid" 2>/dev/null || true

# A fresh window for each of the next steps: the rows as the first screen shows them.
start() {
  "$app" "$@" >"$CELLKIT_FB/app.log" 2>&1 &
  pid=$!
  wait_window Subscriptions >/dev/null || fail "the demo's window did not show ($*): $(cat "$CELLKIT_FB/app.log")"
  # The first presses come as soon as the list is drawn, while the first subscriber counts load
  # and reconfigure their rows (within a second).
  list_shown
}
stop() {
  kill "$pid"
  wait "$pid" 2>/dev/null || true
}

# Row actions: a right click on Marques Brownlee's row shows Mute and Delete under it; Delete
# removes him, and the third row is Linus Tech Tips.
start
xdotool mousemove 250 "$(row_y 3)" click 3
wait_until "Marques Brownlee's row menu shows" menu_shown
before=$(digest $status_line)
xdotool mousemove $delete_x $delete_y click 1
wait_until "Delete shows its status" differs "$before" $status_line
to_top
title="$(click_and_read_dialog $subscribe_x "$(row_y 3)")"
[ "$title" = "Subscribed to Linus Tech Tips" ] || fail "the third row after Delete in the row's menu: \"$title\""
echo "ok: Delete in Marques Brownlee's row menu removed him; the third row names Linus Tech Tips"
stop

# Collapsing: a click on Tech's header hides its rows; the row under Comedy's header is Seth Everman.
start
xdotool mousemove 250 "$(row_y 0)" click 1
wait_until "Tech's header shows its count, collapsed" drawn $tech_count
to_top
title="$(click_and_read_dialog $subscribe_x "$(row_y 2)")"
[ "$title" = "Subscribed to Seth Everman" ] || fail "the first row of Comedy with Tech collapsed: \"$title\""
echo "ok: with Tech collapsed, the row under Comedy's header names Seth Everman"
stop

# Moving: Brian Voong dragged into the lower half of Marques Brownlee's row lands after him.
start
# The row is dragged in steps of 8 pixels, each handled before the next, and moved once more by a
# pixel at the end, as a hand would.
xdotool mousemove 250 "$(row_y 1)" mousedown 1
for y in $(seq "$(row_y 1)" 8 $(($(row_y 3) + 12))); do
  drag_to 250 "$y"
done
drag_to 251 $(($(row_y 3) + 12))
[ -n "$icon" ] || fail "dragging Brian Voong's row did not start a drag"
before=$(digest $status_line)
xdotool mouseup 1
wait_until "the drop shows its status" differs "$before" $status_line
to_top
title="$(click_and_read_dialog $subscribe_x "$(row_y 3)")"
[ "$title" = "Subscribed to Brian Voong" ] || fail "the third row after Brian Voong was dragged there: \"$title\""
echo "ok: Brian Voong dragged below Marques Brownlee is the third row"
stop

# 10,000 rows in six sections: End scrolls to the last row, Cooking's footer; the row above it
# shows the last YouTuber made, #10000, in a cell recycled from rows scrolled past.
"$app" --rows 10000 >"$CELLKIT_FB/app.log" 2>&1 &
pid=$!
wait_window Subscriptions >/dev/null || fail "the demo's window did not show with 10,000 rows: $(cat "$CELLKIT_FB/app.log")"
list_shown
# A click on the first row selects it (the status line names it) and gives the list the keyboard;
# End then scrolls to the last row, in one frame: Tech's header leaves the top.
before=$(digest $status_line)
xdotool mousemove 300 "$(row_y 1)" click 1
wait_until "the click on the first row shows its status" differs "$before" $status_line
xdotool key End
wait_until "End scrolls the list" differs "$top" $tech_word
bottom=612  # the list ends above the 28-pixel status line
title="$(click_and_read_dialog $subscribe_x $((bottom - 72)))"
[[ "$title" =~ ^Subscribed\ to\ .*\ \#10000$ ]] || fail "the last row after End: \"$title\""
echo "ok: after scrolling 10,000 rows, the last row's Subscribe names #10000 ($title)"
title="$(click_and_read_dialog $subscribe_x $((bottom - 120)))"
[[ "$title" =~ ^Subscribed\ to\ .*\ \#9999$ ]] || fail "the row above it: \"$title\""
echo "ok: the row above names #9999"
kill "$pid"
wait "$pid" 2>/dev/null || true
echo "all clicks reached the right YouTuber"
