#!/usr/bin/env bash
# Sends SIGINT, SIGTERM and SIGHUP to the Subscribe demo in a real terminal (tmux), and makes it
# crash (CELLKIT_CRASH_AFTER calls fatalError); after each, the terminal must be back on the main
# screen with `icanon` and `echo` on, and after the crash the runtime's backtrace must show there.
set -euo pipefail

binary=${1:?usage: signals-e2e.sh PATH_TO_SUBSCRIBE}
name=signals
session=keeper
source "$(dirname "$0")/tmux.sh"

# One idle session keeps the tmux server alive between the cases.
tmux_ -f /dev/null new-session -d -s keeper -x 80 -y 24 "sleep 3600"

passed=0
check_restored() {
  local name=$1 session=$2 shell_pid=$3
  for _ in $(seq 100); do
    pgrep -P "$shell_pid" >/dev/null || break
    sleep 0.1
  done
  pgrep -P "$shell_pid" >/dev/null && fail "$name: subscribe did not end"
  # The shell's prompt, written after all that subscribe wrote: tmux has read it all. (An exit
  # code echoed after subscribe would not do: bash drops the rest of a line whose command ends by
  # SIGINT.)
  wait_for "^prompt>"
  terminal_restored "subscribe after $name"
  echo "ok - $name: main screen back, icanon and echo on"
  passed=$((passed + 1))
}

run_case() {
  local name=$1 signal=$2 environment=$3
  local session="s$passed"
  tmux_ new-session -d -s "$session" -x 100 -y 30 "PS1='prompt> ' bash --norc --noprofile"
  tmux_ set-option -t "$session" status off >/dev/null
  tmux_ send-keys -t "$session" "stty sane; clear; $environment $binary" Enter
  wait_for "Subscriptions"
  local shell_pid
  shell_pid=$(tmux_ display-message -p -t "$session" '#{pane_pid}')
  if [ -n "$signal" ]; then
    kill -s "$signal" "$(pgrep -P "$shell_pid" | head -1)"
  elif [ "$(uname)" = Linux ]; then
    # A crash gives the signal back to the Swift runtime's crash reporter (on by default on Linux)
    # once the terminal is restored: its backtrace shows on the main screen.
    wait_for "Backtrace took"
    [ "$(tmux_ display-message -p -t "$session" '#{alternate_on}')" = "0" ] ||
      fail "$name: the backtrace was written to the alternate screen"
  fi
  check_restored "$name" "$session" "$shell_pid"
  tmux_ kill-session -t "$session"
}

run_case "SIGINT" INT ""
run_case "SIGTERM" TERM ""
run_case "SIGHUP" HUP ""
run_case "crash (fatalError)" "" "SWIFT_BACKTRACE=enable=yes,interactive=no CELLKIT_CRASH_AFTER=500"
echo "signals e2e: all $passed cases restored the terminal"
