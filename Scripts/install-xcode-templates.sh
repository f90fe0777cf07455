#!/usr/bin/env bash
# Installs CellKit's Xcode file templates (table and collection cells, in code or with a XIB, each
# with a typed Action enum) so they appear under "CellKit" in Xcode's New File dialog.
#
# Usage: Scripts/install-xcode-templates.sh [DESTINATION]
#   DESTINATION defaults to ~/Library/Developer/Xcode/Templates/File Templates/CellKit
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
destination=${1:-"$HOME/Library/Developer/Xcode/Templates/File Templates/CellKit"}

mkdir -p "$destination"
count=0
for template in "$here"/Templates/*.xctemplate; do
  name=$(basename "$template")
  rm -rf "${destination:?}/$name"
  cp -R "$template" "$destination/$name"
  count=$((count + 1))
done
echo "Installed $count CellKit templates in $destination"
echo "Restart Xcode, then choose File > New > File… and look for the CellKit section."
