#!/usr/bin/env bash
# The release build of the Subscribe demo with 1,000,000 rows, in tmux at 200x60: it starts, shows
# rows, answers a key, and quits with exit code 0. Prints the first frame (launch until rows are
# visible) and the peak resident memory, the figures issue 16 compares with other terminal tables.
set -euo pipefail

binary=${1:?usage: subscribe-release-smoke.sh PATH_TO_RELEASE_SUBSCRIBE}
command -v tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }

socket="cellkit-release-$$"
tmux_() { tmux -L "$socket" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
screen() { tmux_ capture-pane -p -t smoke; }
fail() {
  echo "FAIL: $*" >&2
  screen >&2 || true
  exit 1
}
wait_for() {
  for _ in $(seq 300); do
    screen | grep -qE -- "$1" && return 0
    sleep 0.1
  done
  fail "timed out waiting for: $1"
}

tmux_ -f /dev/null new-session -d -s smoke -x 200 -y 60 "bash --norc --noprofile"
tmux_ set-option -t smoke status off >/dev/null
# The clock starts once the shell has run these and waits for the next line.
tmux_ send-keys -t smoke "stty sane; clear; echo READY" Enter
wait_for "^READY$"
start=$(date +%s%N)
tmux_ send-keys -t smoke "$binary --rows 1000000; echo EXIT=\$?" Enter
wait_for "\[ Subscribe \]"
first_frame=$(( ($(date +%s%N) - start) / 1000000 ))
wait_for "[0-9]+ subscribers"
pid=$(pgrep -nx subscribe) || fail "no subscribe process"
peak=$(awk '/VmHWM/ { print int($2 / 1024) }' "/proc/$pid/status")
tmux_ send-keys -t smoke a
wait_for "added .* at \[0, 0\]"
tmux_ send-keys -t smoke q
wait_for "EXIT=0"
echo "release subscribe --rows 1000000: first frame ${first_frame} ms, peak RSS ${peak} MB; Add answered; exit 0"
