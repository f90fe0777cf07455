#!/usr/bin/env bash
# End to end, in a real terminal (tmux): the app gallery's Inbox, Settings and Tasks, driven by clicks
# and keys as a person would, each screen checked as it changes; each quits with the terminal restored.
set -euo pipefail

inbox=${1:?usage: gallery-e2e.sh PATH_TO_INBOX PATH_TO_SETTINGS PATH_TO_TASKS}
settings=${2:?usage: gallery-e2e.sh PATH_TO_INBOX PATH_TO_SETTINGS PATH_TO_TASKS}
tasks=${3:?usage: gallery-e2e.sh PATH_TO_INBOX PATH_TO_SETTINGS PATH_TO_TASKS}
name=gallery
session=gallery
source "$(dirname "$0")/tmux.sh"

# Quits with q and checks the terminal is as it was.
quit_and_check() {
  tmux_ send-keys -t "$session" q
  wait_for "EXIT=0"
  terminal_restored "$1"
}

# 0. Without a terminal each says so on stderr and exits 2; a bad option says how to write it.
for app in "$inbox" "$settings"; do
  set +e
  "$app" </dev/null >"$work/stdout" 2>"$work/stderr"
  code=$?
  "$app" --size 0x0 </dev/null 2>"$work/option"
  option_code=$?
  set -e
  [ "$code" -eq 2 ] && [ ! -s "$work/stdout" ] && grep -q "is not a terminal" "$work/stderr" ||
    { echo "FAIL: $app without a terminal: exit $code, stderr: $(cat "$work/stderr")" >&2; exit 1; }
  [ "$option_code" -eq 2 ] && grep -q "for example --size" "$work/option" ||
    { echo "FAIL: $app --size 0x0: exit $option_code, stderr: $(cat "$work/option")" >&2; exit 1; }
done
echo "ok 0 - without a terminal both exit 2 with a clear error, as they do for a bad option"

open_terminal 90 26
tmux_ send-keys -t "$session" "stty sane; clear; $inbox; echo EXIT=\$?" Enter

# Inbox 1. The messages show by day, and the avatars load (cell tasks).
wait_for "▾ Today · 3 unread"
wait_for "\(GH\) Grace Hopper"
echo "ok 1 - inbox: days, unread counts and loaded avatars"

# Inbox 2. A click opens an unread message: the status names it, its row loses the unread dot.
click 8 "Grace Hopper" "Grace"
wait_for 'Opened "Re: the first bug, taped in the log" from Grace Hopper'
screen | grep -qE "●\(GH\)" && fail "Grace Hopper's message still shows as unread"
wait_for "▾ Today · 2 unread"
echo "ok 2 - a click opens Grace Hopper's message and marks it read (another cell class)"

# Inbox 3. A right-click reveals Linus Torvalds's row actions; Delete deletes that message.
click 8 "Linus Torvalds" "Linus" right
wait_for "\[ Delete \]"
click 3 "\[ Delete \]" "[ Delete ]"
wait_for 'Deleted "\[PATCH\] fix the reuse of list rows" from Linus Torvalds'
wait_gone "Linus Torvalds +\\[PATCH\\]"
echo "ok 3 - a right-click and Delete delete Linus Torvalds's message, and no other"

# Inbox 4. Edit mode: select two messages, archive them with one key.
tmux_ send-keys -t "$session" Home e
wait_for "Archive \(0\)"
tmux_ send-keys -t "$session" Enter Down Enter
wait_for "Archive \(2\)"
screen | grep -qE "\[x\] Ada Lovelace" || fail "Ada Lovelace's row is not checked"
tmux_ send-keys -t "$session" a
wait_for "Archived 2 messages"
wait_gone "Ada Lovelace +Notes"
wait_gone "Grace Hopper +Re:"
echo "ok 4 - edit mode selects Ada Lovelace's and Grace Hopper's messages; a archives both"

# Inbox 5. A click on a day's header collapses it, with its count; another expands it.
click 3 "▾ Yesterday" "Yesterday"
wait_for "▸ Yesterday · 3 unread \(4\)"
wait_gone "Alan Turing"
click 3 "▸ Yesterday" "Yesterday"
wait_for "Alan Turing"
echo "ok 5 - a click collapses Yesterday (4 messages) and expands it again"

# Inbox 6. A search as you type, then Esc shows every message again.
tmux_ send-keys -t "$session" / t u r
wait_for '1 message match "tur"'
wait_gone "Katherine Johnson"
tmux_ send-keys -t "$session" Escape
wait_for "Katherine Johnson"
echo "ok 6 - / tur leaves Alan Turing's message alone; Esc brings every message back"

quit_and_check inbox
echo "ok 7 - q quits the inbox; the terminal is restored"

# Settings 1. The screen, with its footers.
tmux_ send-keys -t "$session" "clear; $settings; echo EXIT=\$?" Enter
wait_for "Notifications arrive with sounds, without badges."
echo "ok 8 - settings: switches, a slider, a stepper, fields and their footers"

# Settings 2. The switch that allows notifications hides the two rows under it, and shows them again.
click 2 "Allow notifications" "[on ]"
wait_for "Notifications are off: nothing will interrupt you."
wait_gone "Sounds"
click 2 "Allow notifications" "[off]"
wait_for "Sounds"
echo "ok 9 - Allow notifications hides Sounds and Badges, and shows them again"

# Settings 3. The stepper's [+], clicked twice, and the slider, moved with the keys.
click 2 "Text size" "[+]"
wait_for "text 15 pt"
click 2 "Text size" "[+]"
wait_for "text 16 pt"
click 3 "Brightness" "Brightness"
tmux_ send-keys -t "$session" Left Left
wait_for "Brightness 50%"
echo "ok 10 - [+] steps the text size to 16 pt; Left twice sets the brightness to 50%"

# Settings 4. Typing into the fields; the footer follows each key.
click 3 "Name " "Your name"
tmux_ send-keys -t "$session" -l "Ada"
tmux_ send-keys -t "$session" Down
tmux_ send-keys -t "$session" -l "ada"
wait_for '"ada" is not an email address: it needs an @.'
tmux_ send-keys -t "$session" -l "@example.org"
wait_for "Signed in as Ada <ada@example.org>."
echo "ok 11 - typing a name and an email signs in, the footer explaining each step"

tmux_ send-keys -t "$session" Escape
# Esc then q at once reads as Alt+q: q waits until Esc has moved the focus to the first setting.
wait_for "^› Allow notifications"
quit_and_check settings
echo "ok 12 - Esc, q quit settings; the terminal is restored"

# Tasks 1. The table: a header row over the columns, the tasks by project.
tmux_ send-keys -t "$session" "clear; $tasks; echo EXIT=\$?" Enter
wait_for "Task +│Priority +│Done +│Due"
wait_for "7 open tasks"
echo "ok 13 - tasks: a header row over Task, Priority, Done and Due"

# Tasks 2. A click on the Priority header sorts by it, lowest first; a second, highest first.
click 1 "Task +│Priority" "Priority"
wait_for "Priority ▲"
click 1 "Task +│Priority" "Priority"
wait_for "Priority ▼"
echo "ok 14 - a click on Priority sorts the table, then the other way round"

# Tasks 3. The Done switch of Renew passport, wherever the sort put it, reaches its task, its place in
# the snapshot and its column; h then hides the done tasks.
click 1 "Renew passport" "[off]"
wait_for '"Renew passport" done \(row \[0, 3\], done column\)'
tmux_ send-keys -t "$session" h
wait_gone "Water the ferns"
echo "ok 15 - Renew passport's switch names it, [0, 3], done column; h hides the done tasks"

quit_and_check tasks
echo "ok 16 - q quits tasks; the terminal is restored"
