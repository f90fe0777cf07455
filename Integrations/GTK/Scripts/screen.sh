# What the click scripts share (sourced, with $here the scripts' folder and $shot the screenshot
# to save, if any): failing with a picture of the screen, waiting for a window, and reading the
# screen Xvfb keeps in $CELLKIT_FB, so that nothing waits for a set time.

# Fails with a picture of the screen as it was, saved beside the screenshot (or in /tmp, named
# after the script).
fail() {
  echo "FAIL: $*" >&2
  picture="${shot:-/tmp/$(basename "$0" .sh).png}"
  picture="${picture%.png}.failure.png"
  python3 "$here/xwd-to-png.py" "$CELLKIT_FB/Xvfb_screen0" "$picture" 0 0 640 700 && echo "the screen: $picture" >&2
  exit 1
}

# The id of the window titled exactly $1, once it shows (10 s at most).
wait_window() {
  for _ in $(seq 100); do
    if id="$(xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | head -1)" && [ -n "$id" ]; then
      echo "$id"
      return 0
    fi
    sleep 0.1
  done
  return 1
}

# What the screen shows in the rectangle X Y WIDTH HEIGHT: a digest of its pixels, then how many
# colors it has (one where nothing is drawn yet).
region() { python3 "$here/xwd-region.py" "$CELLKIT_FB/Xvfb_screen0" "$@"; }
digest() { region "$@" | cut -d' ' -f1; }
# Conditions for wait_until on a rectangle: something is drawn in it; it shows the digest $1; it no
# longer shows the digest $1.
drawn() { [ "$(region "$@" | cut -d' ' -f2)" -gt 1 ]; }
shows() { [ "$(digest "${@:2}")" = "$1" ]; }
differs() { [ "$(digest "${@:2}")" != "$1" ]; }
# Checks the condition $2... every 0.1 s until it holds, 10 s at most; the failure says what was
# waited for ($1).
wait_until() {
  local what=$1
  shift
  for _ in $(seq 100); do
    "$@" && return 0
    sleep 0.1
  done
  fail "timed out waiting until $what"
}
