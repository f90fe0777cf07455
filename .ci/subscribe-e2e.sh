#!/usr/bin/env bash
# End-to-end test of the Subscribe demo in a real terminal (tmux, 100x30):
#  1. a mouse click on the Subscribe button of the third visible row shows the alert naming that row;
#  2. after dismissing it and pressing `a`, activating the same YouTuber's button by keyboard names
#     the same YouTuber, and the status line shows its new index path;
#  3. moving, row actions, collapsing, edit mode, filtering, the action menu, loaded counts, the grid
#     (`g`), quitting with the terminal restored, a million rows, self-sizing descriptions, and a
#     failed load retried;
#  and, through 2, 5 and 7, the terminal's cursor resting on the focus (a control, a header, the
#  filter's insertion point), where a terminal screen reader follows it.
set -euo pipefail

binary=${1:?usage: subscribe-e2e.sh PATH_TO_SUBSCRIBE}
name=e2e
session=e2e
source "$(dirname "$0")/tmux.sh"

# The channel name of a row as the screen shows it: no focus mark, avatar, check box, count or controls.
row_name() {
  sed -E -e 's/^[› ] *//' -e 's/^\(.\) //' -e 's/^\[[x ]\] //' -e 's/ +(…|[0-9]+) subscribers.*//' \
    -e 's/ +\[ retry \].*//' -e 's/ *\[ .*//' -e 's/ *$//'
}
# Presses Home (or End) and waits until the first (or last) row on screen is the focused one: a
# screen read before the key is drawn still shows the focus where it was. Where it is used the list
# fits on the screen, so its first and last rows on screen are the list's.
focus_row() {
  local key=$1 pick=head
  [ "$key" = End ] && pick=tail
  tmux_ send-keys -t "$session" "$key"
  for _ in $(seq 100); do
    [[ "$(screen | grep -E "\[ Subscribe" | $pick -1)" == "› "* ]] && return 0
    sleep 0.1
  done
  fail "$key did not focus the $([ "$key" = End ] && echo last || echo first) row"
}
# Waits until the subscriber counts on screen have loaded and no load is running: no "…" count on
# screen, the loads line counting at least as many ended (finished, failed or cancelled) as started
# (a load cancelled just as it finishes counts as both), and that line the same on two screens in a
# row.
wait_loads_settled() {
  local shown line previous="" started finished failed cancelled
  for _ in $(seq 100); do
    shown=$(screen)
    line=$(echo "$shown" | grep -oE "[0-9]+ loads started · [0-9]+ finished · [0-9]+ failed · [0-9]+ cancelled" || true)
    if [ -n "$line" ] && [ "$line" = "$previous" ] && ! echo "$shown" | grep -q "… subscribers"; then
      read -r started finished failed cancelled <<<"$(echo "$line" | grep -oE "[0-9]+" | tr '\n' ' ')"
      [ $((finished + failed + cancelled)) -ge "$started" ] && return 0
    fi
    previous=$line
    sleep 0.1
  done
  fail "the subscriber counts did not settle within 10 s"
}
# The line the terminal's cursor is on, with ▮ where it is: after each frame the cursor rests on the
# focus, where a terminal screen reader or braille display follows it.
cursor_line() {
  local x y line
  read -r x y <<<"$(tmux_ display-message -p -t "$session" '#{cursor_x} #{cursor_y}')"
  line=$(screen | sed -n "$((y + 1))p")
  echo "${line:0:$x}▮${line:$x}"
}
# Waits up to 5 s for the cursor's line (as cursor_line shows it) to match $1; $2 says after what.
expect_cursor() {
  local shown
  for _ in $(seq 50); do
    shown=$(cursor_line)
    [[ "$shown" =~ $1 ]] && return 0
    sleep 0.1
  done
  fail "after $2 the cursor is at \"$shown\", not where /$1/ says"
}
# 0. Without a terminal: a one-line error on stderr, exit code 2, nothing on stdout; --help works.
set +e
"$binary" </dev/null >"$work/stdout" 2>"$work/stderr"
code=$?
set -e
[ "$code" -eq 2 ] || { echo "FAIL: without a terminal subscribe exited $code, not 2" >&2; exit 1; }
[ ! -s "$work/stdout" ] || { echo "FAIL: without a terminal subscribe wrote to stdout" >&2; exit 1; }
grep -q "is not a terminal" "$work/stderr" || { echo "FAIL: unclear error: $(cat "$work/stderr")" >&2; exit 1; }
"$binary" --help </dev/null | grep -q -- "--rows N" || { echo "FAIL: --help does not explain --rows" >&2; exit 1; }
echo "ok 0 - without a terminal: exit 2 and '$(head -c 60 "$work/stderr")…'; --help works"

open_terminal 100 30
tmux_ send-keys -t "$session" "stty sane; clear" Enter
tmux_ send-keys -t "$session" "$binary; echo EXIT=\$?" Enter
wait_for "Subscriptions"
wait_for "Tap Subscribe on any row"

# 1. Click the Subscribe button of the third visible row.
row_line=$(screen | grep -n '\[ Subscribe \]' | sed -n 3p)
[ -n "$row_line" ] || fail "fewer than three rows with a Subscribe button"
y=${row_line%%:*}
line=${row_line#*:}
prefix=${line%%\[ Subscribe \]*}
x=$(( ${#prefix} + 3 ))
name=$(echo "$prefix" | row_name)
echo "clicking Subscribe of '$name' at column $x, row $y"
click_at "$x" "$y"
wait_for "Subscribed to $name"
echo "ok 1 - the click shows the alert for $name"

# 2. Dismiss, add a row at the top, then activate the same YouTuber's button by keyboard.
tmux_ send-keys -t "$session" Enter
wait_for "Subscribed +\]"
status_before=$(screen | grep -oE 'subscribeTapped at \[[0-9]+, [0-9]+\]' | head -1 || true)
tmux_ send-keys -t "$session" a
wait_for "added .* at \[0, 0\]"
added=$(screen | grep -oE "added .* at \[0, 0\]" | sed -E 's/^added (.*) at \[0, 0\]$/\1/' || true)
tmux_ send-keys -t "$session" Home
# Until Home is drawn the screen still shows the focus on $name (it follows its item): the walk
# down starts from the added row, or it would stop at once on a screen drawn before Home.
wait_for "^› +\(.\) $added "
# Each Down is drawn before the next is sent, so the walk cannot pass $name on a slow screen. The
# focused row is told by its line and its name: a count that loads meanwhile changes neither.
focused_row() {
  local line
  line=$(screen | grep -nE "^› " | head -1 || true)
  echo "${line%%:*}:$(echo "${line#*:}" | row_name)"
}
for _ in $(seq 40); do
  focused=$(focused_row)
  [ "${focused#*:}" = "$name" ] && break
  tmux_ send-keys -t "$session" Down
  for try in $(seq 101); do
    [ "$(focused_row)" != "$focused" ] && break
    [ "$try" -le 100 ] || fail "Down was not drawn within 2 s"
    sleep 0.02
  done
done
screen | grep -qE "^› +\(.\) $name " || fail "could not move the focus to $name"
expect_cursor "^› +\(.\) $name .*▮\[ Subscrib" "Down to $name"
tmux_ send-keys -t "$session" Tab
expect_cursor "^› +\(.\) $name .*▮\[(on|off)\]" "Tab to $name's switch"
tmux_ send-keys -t "$session" BTab
expect_cursor "^› +\(.\) $name .*▮\[ Subscrib" "Shift-Tab back to $name's button"
tmux_ send-keys -t "$session" Enter
wait_for "Unsubscribe from $name\?"
status_after=$(screen | grep -oE 'subscribeTapped at \[[0-9]+, [0-9]+\] · .*' | head -1 || true)
[[ "$status_after" == *"· $name"* ]] || fail "status line does not name $name: $status_after"
[[ "$status_after" != "$status_before · $name"* ]] || fail "status line kept the old index path: $status_after"
echo "ok 2 - the keyboard names $name again; $status_before -> ${status_after% ·*}; the cursor on its control through Tab"

# 3. Alt+Down moves the focused row; the status line and the screen agree.
tmux_ send-keys -t "$session" Escape
# Esc and a key right after it read as Alt and that key: the next key waits for the alert to go.
wait_gone "Unsubscribe from $name\?"
focus_row Home
first=$(screen | grep -E "^› " | row_name)
tmux_ send-keys -t "$session" M-Down
wait_for "moved $first from \[0, 0\] to \[0, 1\]"
second_row=$(screen | grep -E "\[ Subscribe|\[ Subscribed" | sed -n 2p)
[[ "$second_row" == "› ("?") $first "* ]] || fail "the moved row $first is not second and focused: $second_row"
tmux_ send-keys -t "$session" M-Up
wait_for "moved $first from \[0, 1\] to \[0, 0\]"
first_row=$(screen | grep -E "\[ Subscribe|\[ Subscribed" | sed -n 1p)
[[ "$first_row" == "› ("?") $first "* ]] || fail "Alt+Up did not bring $first back to the top: $first_row"
tmux_ send-keys -t "$session" M-Down
wait_for "moved $first from \[0, 0\] to \[0, 1\]"
echo "ok 3 - Alt+Down and Alt+Up move $first down and back, and the focus follows it"

# 4. Left reveals the focused row's actions; Left and Enter run Mute, a second Left and Enter Delete.
focus_row Home
victim=$(screen | grep -E "^› " | row_name)
tmux_ send-keys -t "$session" Left
wait_for "^› \(.\) $victim .*\[ Mute \] \[ Delete \]"
tmux_ send-keys -t "$session" Left
tmux_ send-keys -t "$session" Enter
wait_for "muted $victim"
tmux_ send-keys -t "$session" Left
wait_for "\[ Delete \]"
tmux_ send-keys -t "$session" Enter
wait_for "deleted \[0, 0\] · $victim"
screen | grep -qE "^. +\(.\) $victim +" && fail "$victim is still a row after Delete"
echo "ok 4 - Left reveals Mute and Delete on $victim; Enter runs them"

# 5. A click on the first section's header collapses it, showing its count; c and x by keyboard.
header_line=$(screen | grep -nE "^ ▾ " | head -1)
[ -n "$header_line" ] || fail "no expandable section header on screen"
hy=${header_line%%:*}
title=$(echo "${header_line#*:}" | sed -e 's/^ ▾ //' -e 's/ *[┃│]*$//')
click_at 4 "$hy"
wait_for "▸ $title \([0-9]+\)"
click_at 4 "$hy"
wait_for "▾ $title"
tmux_ send-keys -t "$session" c
wait_for "collapsed "
tmux_ send-keys -t "$session" x
wait_for "expanded every section"
focus_row Home
tmux_ send-keys -t "$session" Up
wait_for "^›▾ $title"
expect_cursor "^›▮?▾▮? $title" "Up onto the header of $title"
tmux_ send-keys -t "$session" Enter
wait_for "^›▸ $title \([0-9]+\)"
expect_cursor "^›▮?▸▮? $title" "collapsing $title"
tmux_ send-keys -t "$session" Enter
wait_for "^›▾ $title"
tmux_ send-keys -t "$session" Down
wait_for "^› [^▾▸]"
echo "ok 5 - a click on the header collapses and expands $title; so do Up and Enter on it (the cursor there), and c and x"

# 6. Edit mode: select two rows with Space, shuffle, then delete them from the bar.
tmux_ send-keys -t "$session" e
wait_for "Delete \(0\)"
tmux_ send-keys -t "$session" Space
wait_for "Delete \(1\)"
tmux_ send-keys -t "$session" Down
tmux_ send-keys -t "$session" Space
wait_for "Delete \(2\)"
picked=$(screen | grep -E "\[x\]" | row_name | sort | tr '\n' '|')
tmux_ send-keys -t "$session" s
wait_for "shuffled"
after_shuffle=$(screen | grep -E "\[x\]" | row_name | sort | tr '\n' '|')
[ "$picked" = "$after_shuffle" ] || fail "the selection changed with the shuffle: $picked -> $after_shuffle"
bar=$(screen | sed -n 1p)
prefix=${bar%%Delete (2)*}
click_at $(( ${#prefix} + 2 )) 1
wait_for "deleted 2 channels"
for gone in $(echo "$picked" | tr '|' '\n' | sed 's/ /_/g'); do
  screen | grep -q -- "${gone//_/ }" && fail "${gone//_/ } is still on screen after the delete"
done
echo "ok 6 - edit mode selects ${picked%|} by Space, keeps them through a shuffle, and deletes them"

# 7. / filters by name; a click in the filtered list reaches its channel; Esc shows every row again.
tmux_ send-keys -t "$session" e
wait_for "Shuffle +Edit"
rows_before=$(screen | grep -cE "\[ Subscribe")
tmux_ send-keys -t "$session" /
wait_for "^Filter:"
tmux_ send-keys -t "$session" -l "ve"
wait_for "[0-9]+ of [0-9]+ channels match \"ve\""
expect_cursor "^Filter: *ve▮" "typing \"ve\" into the filter"
while read -r shown; do
  [[ "${shown,,}" == *ve* ]] || fail "the filter \"ve\" shows $shown"
done < <(screen | grep -E "\[ Subscribe" | row_name)
row_line=$(screen | grep -n '\[ Subscribe \]' | tail -1)
[ -n "$row_line" ] || fail "no unsubscribed channel matches \"ve\""
y=${row_line%%:*}
line=${row_line#*:}
prefix=${line%%\[ Subscribe \]*}
match=$(echo "$prefix" | row_name)
click_at $(( ${#prefix} + 3 )) "$y"
wait_for "Subscribed to $match"
tmux_ send-keys -t "$session" Enter
wait_for "subscribeTapped at .* · $match"
tmux_ send-keys -t "$session" Escape
wait_for "showing every channel"
screen | grep -q "^Filter:" && fail "the filter line is still shown after Esc"
[ "$(screen | grep -cE "\[ Subscribe")" -ge "$(( rows_before - 1 ))" ] || fail "Esc did not bring every row back"
echo "ok 7 - / filters to names with \"ve\" (the cursor after it); a click there subscribes $match; Esc shows every row again"

# 8. `.` opens the focused row's action menu; its Subscribe entry subscribes that row's channel.
focus_row End
menu_row=$(screen | grep -E "^› " | row_name)
tmux_ send-keys -t "$session" .
wait_for "│ +Cancel +│"
screen | grep -qE "│ +.*$menu_row.* +│" || fail "the menu is not titled $menu_row"
screen | grep -qE "│ +Mute +│" || fail "the menu does not list the row action Mute"
tmux_ send-keys -t "$session" Enter
wait_for "(Subscribed to|Unsubscribe from) $menu_row"
tmux_ send-keys -t "$session" Escape
wait_for "subscribeTapped at .* · $menu_row"
# Esc and a key right after it read as Alt and that key: let the Esc land first.
wait_gone "Subscribed to|Unsubscribe from"
echo "ok 8 - . opens the menu of $menu_row, with Subscribe and Mute; Enter on Subscribe reaches $menu_row"

# 9. Every row shows its own channel's subscriber count, before and after fast scrolling; loads of
# rows scrolled away are cancelled.
count_of() {
  local sum=0 byte
  for byte in $(printf '%s' "$1" | od -An -tu1); do sum=$((sum + byte)); done
  echo $(( sum * 7919 % 1000000 ))
}
check_counts() {
  local checked=0 line name count
  while IFS= read -r line; do
    name=$(echo "$line" | row_name)
    count=$(echo "$line" | sed -E 's/.* ([0-9]+) subscribers.*/\1/')
    [ "$count" = "$(count_of "$name")" ] || fail "$name shows $count subscribers, not $(count_of "$name")"
    checked=$((checked + 1))
  done < <(screen | grep -E "[0-9]+ subscribers")
  [ "$checked" -gt 0 ] || fail "no row shows a subscriber count"
  echo "$checked"
}
wait_for "[0-9]+ subscribers"
before=$(check_counts)
# The focus is on the last row (step 8): until Home is drawn, the first row is not the focused one.
for _ in $(seq 12); do tmux_ send-keys -t "$session" PageDown; done
focus_row Home
wait_loads_settled
wait_for "[0-9]+ subscribers"
after=$(check_counts)
loads=$(screen | grep -oE "[0-9]+ loads started.*" || true)
echo "ok 9 - $before rows, then $after after fast scrolling, each show their own channel's count ($loads)"

# 10. g shows the grid of cards with the focus on the same channel; Enter there reaches that channel;
# a wider terminal gets more columns; g again goes back to the table, still on that channel.
focus_row Home
focused=$(screen | grep -E "^› " | row_name)
tmux_ send-keys -t "$session" g
wait_for "showing a grid of cards"
wait_for "› \(.\) $focused +\[[A-Za-z]+\]"
columns=$(screen | grep -E "\[[A-Z][a-z]+\] *$" | head -1 | grep -oE "\[[A-Z][a-z]+\]" | wc -l)
[ "$columns" -ge 2 ] || fail "the grid at 100 columns shows $columns card(s) side by side, not 2"
tmux_ send-keys -t "$session" Enter
wait_for "(Subscribed to|Unsubscribe from) $focused"
tmux_ send-keys -t "$session" Escape
wait_for "subscribeTapped at .* · $focused"
wait_gone "Subscribed to|Unsubscribe from"
tmux_ resize-window -t "$session" -x 160 -y 30
for _ in $(seq 50); do
  wide=$(screen | grep -E "\[[A-Z][a-z]+\] *$" | head -1 | grep -oE "\[[A-Z][a-z]+\]" | wc -l)
  [ "$wide" -ge 4 ] && break
  sleep 0.1
done
[ "$wide" -ge 4 ] || fail "the grid at 160 columns shows $wide cards side by side, not 4"
tmux_ resize-window -t "$session" -x 100 -y 30
tmux_ send-keys -t "$session" g
wait_for "showing the table"
wait_for "^› \(.\) $focused "
echo "ok 10 - g shows $columns cards a row (then $wide at 160 columns), focused on $focused, and back"

# 11. Quit and check the terminal is restored.
tmux_ send-keys -t "$session" q
wait_for "EXIT=0"
terminal_restored subscribe
echo "ok 11 - q quits; main screen back, icanon and echo on"

# 12. A million rows, scrolled fast: every row still shows its own count, and the loads of rows
# scrolled past are cancelled.
tmux_ send-keys -t "$session" "clear; $binary --rows 1000000; echo EXIT=\$?" Enter
wait_for "[0-9]+ subscribers"
for _ in $(seq 40); do tmux_ send-keys -t "$session" PageDown; done
tmux_ send-keys -t "$session" End
# End is drawn (the last row, #1000000, focused) before Home leaves the rows it started loading.
wait_for "^› .* #1000000 "
focus_row Home
wait_loads_settled
wait_for "[0-9]+ subscribers"
million=$(check_counts)
cancelled=$(screen | grep -oE "[0-9]+ cancelled" | grep -oE "[0-9]+" || true)
[ "${cancelled:-0}" -gt 0 ] || fail "no load was cancelled after scrolling a million rows"
loads=$(screen | grep -oE "[0-9]+ loads started.*" || true)
tmux_ send-keys -t "$session" q
wait_for "EXIT=0"
echo "ok 12 - a million rows scrolled fast: $million rows show their own counts ($loads)"

# 13. --descriptions: each channel's description wraps under its name, and the rows grow to fit.
tmux_ send-keys -t "$session" "clear; $binary --descriptions; echo EXIT=\$?" Enter
wait_for "makes videos about"
described=$(screen | grep -nE "^  +[A-Z0-9].* makes videos about" | head -1)
[ -n "$described" ] || fail "no description under a channel's name"
dy=${described%%:*}
continued=$(screen | sed -n "$(( dy + 1 ))p")
[[ "$continued" =~ ^\ {6}[a-z] ]] || fail "the description does not wrap onto the next line: '$continued'"
tmux_ send-keys -t "$session" q
wait_for "EXIT=0"
echo "ok 13 - --descriptions wraps each description under its channel's name"

# 14. A failed load shows "retry" in its row; a click on it loads the count again, and the row shows
# it with nothing but the observable loader telling it (no reconfigure call).
tmux_ send-keys -t "$session" "clear; $binary; echo EXIT=\$?" Enter
wait_for "\[ retry \]"
retry_line=$(screen | grep -n '\[ retry \]' | head -1)
y=${retry_line%%:*}
line=${retry_line#*:}
prefix=${line%%\[ retry \]*}
x=$(( ${#prefix} + 3 ))
failed_name=$(echo "$line" | row_name)
click_at "$x" "$y"
wait_for "retrying $failed_name"
wait_for "\) $failed_name +[0-9]+ subscribers"
tmux_ send-keys -t "$session" q
wait_for "EXIT=0"
echo "ok 14 - retry on $failed_name's failed load shows its count once it loads"
echo "subscribe e2e: all checks passed"
