#!/usr/bin/env bash
# Opens the documentation sites .ci/docs.sh built in headless Chromium (Debian's package, installed
# when missing): each module's landing page and an article page must render their title and text,
# with no error in the browser's console. Saves a screenshot of each page in .build/docs/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory .build/docs >/dev/null 2>&1 &
server=$!
profile=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break
  sleep 0.1
done
mkdir -p .build/docs/screenshots
flags=(--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run
  --user-data-dir="$profile" --virtual-time-budget=20000 --window-size=1280,1000)
failed=0
# Each page: its path, then text it must show once rendered.
pages=(
  "CellKit/documentation/cellkit/|CellKit|Reusable"
  "CellKit/documentation/cellkit/gettingstarted|Getting started|ListAdapter"
  "CellKitTerminal/documentation/cellkitterminal/|CellKitTerminal|TableView"
  "CellKitTerminal/documentation/cellkitterminal/testingwiththepilot|Testing with the Pilot|Pilot"
  "CellKitTesting/documentation/cellkittesting/|CellKitTesting|expectScreen"
)
for page in "${pages[@]}"; do
  IFS='|' read -r path title text <<<"$page"
  url="http://127.0.0.1:$port/$path"
  name=$(echo "$path" | tr '/' '-' | sed 's/-$//')
  dom=$("$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" 2>"$profile/console.log" || true)
  errors=$(grep -E "CONSOLE|Uncaught" "$profile/console.log" | grep -iE "error|uncaught|failed" || true)
  "$browser" "${flags[@]}" --screenshot=".build/docs/screenshots/$name.png" "$url" >/dev/null 2>&1 || true
  visible=$(printf '%s' "$dom" | sed -e 's/<script[^>]*>.*<\/script>//g' -e 's/<[^>]*>/ /g' | tr -s ' \n' ' ')
  problem=""
  [[ "$visible" == *"$title"* ]] || problem="its title \"$title\" is not on the page"
  [[ "$visible" == *"$text"* ]] || problem="${problem:+$problem; }\"$text\" is not on the page"
  [[ "$visible" != *"can't be found"* ]] || problem="${problem:+$problem; }it says the page can't be found"
  [ -z "$errors" ] || problem="${problem:+$problem; }the console has errors: $errors"
  [ -s ".build/docs/screenshots/$name.png" ] || problem="${problem:+$problem; }no screenshot was taken"
  if [ -n "$problem" ]; then
    echo "FAIL $url: $problem" >&2
    failed=1
  else
    echo "ok   $url ($(printf '%s' "$visible" | wc -w) words; .build/docs/screenshots/$name.png)"
  fi
done
[ "$failed" -eq 0 ] || { echo "the documentation site does not render in Chromium (above)" >&2; exit 1; }
