# What the end-to-end runs in a real terminal share: a private tmux server, the screen as text,
# waits, clicks, and the check that a program gave the terminal back as it found it.
# Source it with `name` set (it names the server); `session` names the pane the helpers act on.
# It installs tmux when missing and removes the server and the scratch folder ($work) on exit.

command -v tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; } ||
  { echo "FAIL: tmux is missing and could not be installed with apt-get" >&2; exit 1; }

socket="cellkit-${name:?set name before sourcing tmux.sh}-$$"
work=$(mktemp -d)
tmux_() { tmux -L "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# Opens the pane `session` with a plain shell, width $1 and height $2.
open_terminal() {
  tmux_ -f /dev/null new-session -d -s "$session" -x "$1" -y "$2" "bash --norc --noprofile"
  tmux_ set-option -t "$session" status off >/dev/null
}

screen() { tmux_ capture-pane -p -t "$session"; }
fail() {
  echo "FAIL: $*" >&2
  echo "----- screen -----" >&2
  screen >&2 || true
  echo "------------------" >&2
  exit 1
}
# Waits up to 10 s for the screen to contain (grep -E) a pattern.
wait_for() {
  for _ in $(seq 100); do
    screen | grep -qE -- "$1" && return 0
    sleep 0.1
  done
  fail "timed out waiting for: $1"
}
# Waits up to 10 s for a pattern to leave the screen.
wait_gone() {
  for _ in $(seq 100); do
    screen | grep -qE -- "$1" || return 0
    sleep 0.1
  done
  fail "still on screen after 10 s: $1"
}
# Presses and releases the left mouse button (the right one with `right` as $3) at the 1-based
# column $1 and row $2, as a terminal reports it (SGR mouse mode).
click_at() {
  local button=0
  [ "${3:-}" = right ] && button=2
  tmux_ send-keys -t "$session" -l $'\e[<'"$button;$1;$2"$'M\e[<'"$button;$1;$2"$'m'
}
# Clicks at 1-based column $1 of the first line matching $2, counted from where $3 starts on it
# (from the line's start when $3 is empty); `right` as $4 clicks the right button.
click() {
  local line y text prefix
  line=$(screen | grep -nE -- "$2" | head -1) || true
  [ -n "$line" ] || fail "nothing on screen matches: $2"
  y=${line%%:*}
  text=${line#*:}
  prefix=${text%%"$3"*}
  [ -n "$3" ] || prefix=""
  click_at $(( ${#prefix} + $1 )) "$y" "${4:-}"
}
# Checks that the program that ran in the pane gave the terminal back: the main screen, and the
# shell's line editing (icanon) and echo on. $1 names the program in the failure.
terminal_restored() {
  [ "$(tmux_ display-message -p -t "$session" '#{alternate_on}')" = "0" ] ||
    fail "$1 left the terminal on the alternate screen"
  rm -f "$work/stty.txt"
  tmux_ send-keys -t "$session" "stty -a > $work/stty.txt" Enter
  for _ in $(seq 50); do [ -s "$work/stty.txt" ] && break; sleep 0.1; done
  [ -s "$work/stty.txt" ] || fail "the shell did not answer after $1 ended"
  if ! grep -qw -- "icanon" "$work/stty.txt" || grep -qw -- "-icanon" "$work/stty.txt" ||
    ! grep -qw -- "echo" "$work/stty.txt" || grep -qw -- "-echo" "$work/stty.txt"; then
    fail "$1 left the terminal modes changed: $(cat "$work/stty.txt")"
  fi
}
