#!/usr/bin/env bash
# Regenerates every picture of the examples in the repository from the examples themselves, drawn
# without a terminal by CellKit's own renderer (`subscribe --screenshot` / `--record`, `inbox` and
# `settings` and `tasks --screenshot`): SVG screenshots and an asciicast v2 recording, in the terminal module's
# DocC catalog, where the README and the articles show them. The same keys always give the same files.
#
# Usage: Scripts/render-screenshots.sh [--check]
#   --check  fail if a picture differs from the committed one (CI runs this), listing which.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=Sources/CellKitTerminal/CellKitTerminal.docc/Resources
swift build --product subscribe >/dev/null
swift build --product inbox >/dev/null
swift build --product settings >/dev/null
swift build --product tasks >/dev/null
bin="$(swift build --show-bin-path)"
subscribe="$bin/subscribe"
mkdir -p "$dir"
"$subscribe" --screenshot "$dir/subscribe-list.svg" --keys Down
"$subscribe" --screenshot "$dir/subscribe-alert.svg" --keys Down,Enter
"$subscribe" --screenshot "$dir/subscribe-edit.svg" --keys e,Down,Enter,Down,Down,Enter
"$subscribe" --screenshot "$dir/subscribe-grid.svg" --size 120x30 --keys g,Down
"$subscribe" --screenshot "$dir/subscribe-million.svg" --rows 1000000 --keys End,PageUp,Up
"$subscribe" --record "$dir/subscribe.cast" --keys Down,Down,Enter,Enter,Tab,space,a,s,g,Down,g
"$bin/inbox" --screenshot "$dir/inbox.svg" --keys Down,Enter,Down,Down,Left
"$bin/inbox" --screenshot "$dir/inbox-edit.svg" --keys e,Down,Enter,Down,Down,Enter,Down,Down,Down,Down,Enter
"$bin/settings" --screenshot "$dir/settings.svg" \
  --keys Down,Down,Enter,Down,Left,Left,Down,Right,Right,Down,A,d,a,Down,a,d,a,@,x,.,o,r,g
"$bin/tasks" --screenshot "$dir/tasks-sorted.svg" --keys Up,Right,Enter,Enter,Down,Down,Tab,Enter
"$bin/tasks" --screenshot "$dir/tasks-narrow.svg" --size 44x16 --keys c,Down,Right,Right,Right
if [ "${1:-}" = --check ]; then
  if [ -n "$(git status --porcelain -- "$dir")" ]; then
    git status --short -- "$dir" >&2
    echo "The pictures above differ from what the demo draws now: run Scripts/render-screenshots.sh and commit them." >&2
    exit 1
  fi
  echo "the $(ls "$dir" | wc -l) pictures match what the demo draws"
fi
