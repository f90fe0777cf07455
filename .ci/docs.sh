#!/usr/bin/env bash
# Builds the DocC catalogs of CellKit, CellKitTerminal and CellKitTesting from symbol graphs, failing
# on warnings, as static websites (.build/docs/<module>/, to be served at /<module>/), then opens
# each in headless Chromium (.ci/docs-browser-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift package dump-symbol-graph --minimum-access-level public >"$graphs/dump.log" 2>&1 || {
  cat "$graphs/dump.log" >&2
  exit 1
}
source_dir=$(sed -n 's/^Files written to //p' "$graphs/dump.log")
rm -rf .build/docs && mkdir -p .build/docs
python3 Scripts/api-page.py "$source_dir" CellKit 240 >"$graphs/API.md"
if ! diff -u Sources/CellKit/CellKit.docc/API.md "$graphs/API.md"; then
  echo "Sources/CellKit/CellKit.docc/API.md does not list the public API as it is now (diff above)." >&2
  echo "Regenerate it: swift package dump-symbol-graph --minimum-access-level public, then" >&2
  echo "python3 Scripts/api-page.py <the folder it names> CellKit 240 > Sources/CellKit/CellKit.docc/API.md" >&2
  exit 1
fi
for module in CellKit CellKitTerminal CellKitTesting; do
  mkdir -p "$graphs/$module"
  cp "$source_dir/$module".symbols.json "$source_dir/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.cellkit.$module" \
    --output-path ".build/docs/$module" --warnings-as-errors \
    --transform-for-static-hosting --hosting-base-path "$module"
  echo "documentation for $module built in .build/docs/$module"
done
bash .ci/docs-browser-check.sh
