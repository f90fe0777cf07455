#!/usr/bin/env bash
# Sends SIGINT, SIGTERM and SIGHUP to the Subscribe demo in a real terminal (tmux), and makes it
# crash (CELLKIT_CRASH_AFTER calls fatalError); after each, the terminal must be back on the main
# screen with `icanon` and `echo` on.
set -euo pipefail

binary=${1:?usage: signals-e2e.sh PATH_TO_SUBSCRIBE}
command -v tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }

socket="cellkit-signals-$$"
work=$(mktemp -d)
tmux_() { tmux -L "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# One idle session keeps the tmux server alive between the cases.
tmux_ -f /dev/null new-session -d -s keeper -x 80 -y 24 "sleep 3600"

passed=0
check_restored() {
  local name=$1 session=$2 shell_pid=$3
  for _ in $(seq 100); do
    pgrep -P "$shell_pid" >/dev/null || break
    sleep 0.1
  done
  if pgrep -P "$shell_pid" >/dev/null; then
    echo "FAIL: $name: subscribe did not end" >&2
    tmux_ capture-pane -p -t "$session" >&2
    exit 1
  fi
  sleep 0.2
  if [ "$(tmux_ display-message -p -t "$session" '#{alternate_on}')" != "0" ]; then
    echo "FAIL: $name: the terminal is still on the alternate screen" >&2
    exit 1
  fi
  rm -f "$work/stty.txt"
  tmux_ send-keys -t "$session" "stty -a > $work/stty.txt" Enter
  for _ in $(seq 50); do [ -s "$work/stty.txt" ] && break; sleep 0.1; done
  if ! grep -qw -- "icanon" "$work/stty.txt" || grep -qw -- "-icanon" "$work/stty.txt" \
    || ! grep -qw -- "echo" "$work/stty.txt" || grep -qw -- "-echo" "$work/stty.txt"; then
    echo "FAIL: $name: the terminal modes were not restored:" >&2
    cat "$work/stty.txt" >&2
    exit 1
  fi
  echo "ok - $name: main screen back, icanon and echo on"
  passed=$((passed + 1))
}

run_case() {
  local name=$1 signal=$2 environment=$3
  local session="s$passed"
  tmux_ new-session -d -s "$session" -x 100 -y 30 "bash --norc --noprofile"
  tmux_ set-option -t "$session" status off >/dev/null
  tmux_ send-keys -t "$session" "stty sane; clear; $environment $binary" Enter
  for _ in $(seq 100); do
    tmux_ capture-pane -p -t "$session" | grep -q "Subscriptions" && break
    sleep 0.1
  done
  if ! tmux_ capture-pane -p -t "$session" | grep -q "Subscriptions"; then
    echo "FAIL: $name: subscribe did not start" >&2
    tmux_ capture-pane -p -t "$session" >&2
    exit 1
  fi
  local shell_pid
  shell_pid=$(tmux_ display-message -p -t "$session" '#{pane_pid}')
  if [ -n "$signal" ]; then
    kill -s "$signal" "$(pgrep -P "$shell_pid" | head -1)"
  fi
  check_restored "$name" "$session" "$shell_pid"
  tmux_ kill-session -t "$session"
}

run_case "SIGINT" INT ""
run_case "SIGTERM" TERM ""
run_case "SIGHUP" HUP ""
run_case "crash (fatalError)" "" "CELLKIT_CRASH_AFTER=500"
echo "signals e2e: all $passed cases restored the terminal"
