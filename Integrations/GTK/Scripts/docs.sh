#!/usr/bin/env bash
# Builds the DocC catalog of CellKitGTK from its symbol graph, failing on warnings, into
# .build/docs/CellKitGTK.
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift package dump-symbol-graph --minimum-access-level public >"$graphs/dump.log" 2>&1 || {
  cat "$graphs/dump.log" >&2
  exit 1
}
source_dir=$(sed -n 's/^Files written to //p' "$graphs/dump.log")
mkdir -p "$graphs/CellKitGTK"
cp "$source_dir"/CellKitGTK.symbols.json "$source_dir"/CellKitGTK@*.symbols.json "$graphs/CellKitGTK/" 2>/dev/null || true
rm -rf .build/docs/CellKitGTK && mkdir -p .build/docs
docc convert Sources/CellKitGTK/CellKitGTK.docc \
  --additional-symbol-graph-dir "$graphs/CellKitGTK" \
  --fallback-display-name CellKitGTK --fallback-bundle-identifier org.cellkit.CellKitGTK \
  --output-path .build/docs/CellKitGTK --warnings-as-errors
echo "documentation for CellKitGTK built in .build/docs/CellKitGTK"
