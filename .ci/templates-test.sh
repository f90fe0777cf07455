#!/usr/bin/env bash
# Installs the Xcode templates into a temporary folder, checks every file is there and every
# property list is valid, then fills the placeholders and parse-checks the Swift sources.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$(mktemp -d)
trap 'rm -rf "$target"' EXIT

bash Scripts/install-xcode-templates.sh "$target/CellKit" >/dev/null
expected=(
  "CellKit Table Cell.xctemplate/TemplateInfo.plist"
  "CellKit Table Cell.xctemplate/___FILEBASENAME___.swift"
  "CellKit Table Cell with XIB.xctemplate/TemplateInfo.plist"
  "CellKit Table Cell with XIB.xctemplate/___FILEBASENAME___.swift"
  "CellKit Table Cell with XIB.xctemplate/___FILEBASENAME___.xib"
  "CellKit Collection Cell.xctemplate/TemplateInfo.plist"
  "CellKit Collection Cell.xctemplate/___FILEBASENAME___.swift"
  "CellKit Collection Cell with XIB.xctemplate/TemplateInfo.plist"
  "CellKit Collection Cell with XIB.xctemplate/___FILEBASENAME___.swift"
  "CellKit Collection Cell with XIB.xctemplate/___FILEBASENAME___.xib"
)
for file in "${expected[@]}"; do
  [ -f "$target/CellKit/$file" ] || { echo "FAIL: the installed templates lack $file" >&2; exit 1; }
done
python3 - "$target/CellKit" <<'PY'
import plistlib, sys, pathlib, xml.dom.minidom
for plist in pathlib.Path(sys.argv[1]).glob("*/TemplateInfo.plist"):
    info = plistlib.loads(plist.read_bytes())
    assert info["MainTemplateFile"] == "___FILEBASENAME___.swift", plist
    assert info["Kind"].startswith("Xcode."), plist
for xib in pathlib.Path(sys.argv[1]).glob("*/*.xib"):
    xml.dom.minidom.parse(str(xib))
PY
for source in "$target"/CellKit/*/___FILEBASENAME___.swift; do
  filled="$target/$(basename "$(dirname "$source")" .xctemplate | tr -d ' ').swift"
  sed -e 's/___FILEHEADER___/ SampleCell.swift/' -e 's/___FILEBASENAMEASIDENTIFIER___/SampleCell/g' "$source" >"$filled"
  grep -q "___" "$filled" && { echo "FAIL: unfilled placeholder in $filled" >&2; exit 1; }
  swiftc -parse "$filled"
done
echo "templates: ${#expected[@]} files installed, property lists and XIBs valid, Swift sources parse"
