#!/usr/bin/env bash
# Type-checks the code CellKit builds only on Apple platforms — CellKitUIKit and CellKitAppKit with
# their SwiftUI parts, Examples/SubscribeUIKit, Examples/SubscribeAppKit and the UIKit doc
# examples — against stand-in declarations of the UIKit, AppKit, SwiftUI and Objective-C runtime API
# they use (signatures from Apple's SDKs), since none of those exist on Linux. It catches type,
# generic and concurrency errors; it cannot catch a wrong signature in the stand-ins themselves
# (the real SDKs check that: see ../../CONTRIBUTING.md). Target-action (the trampolines, the
# gallery's menus) needs the Objective-C runtime, which Linux lacks: a temporary copy of the sources
# drops their `@objc` and names their selectors by string; everything else is checked as written.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=.ci/apple-typecheck
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-swift-version 6 -package-name cellkit -warnings-as-errors)
mkdir -p "$out/common"
swiftc "${flags[@]}" -I "$out/common" -parse-as-library -emit-module -module-name ObjectiveC \
  "$dir/ObjectiveC.swift" -emit-module-path "$out/common/ObjectiveC.swiftmodule"

# check KIT LIBRARY... -- APP...: builds the KIT and SwiftUI stand-ins and CellKit beside them, then
# the LIBRARY files as the module CellKitKIT, then type-checks the APP files (the examples, the doc
# examples) as an app of their own: outside the package, they see only what the libraries make
# public, as an app that links CellKit does.
check() {
  local kit=$1 modules="$out/$1" library="$out/$1-library" app="$out/$1-app"
  shift
  mkdir -p "$modules" "$library" "$app"
  swiftc "${flags[@]}" -I "$out/common" -parse-as-library -emit-module -module-name "$kit" \
    "$dir/$kit.swift" -emit-module-path "$modules/$kit.swiftmodule"
  swiftc "${flags[@]}" -I "$out/common" -I "$modules" -parse-as-library -emit-module -module-name SwiftUI \
    "$dir/SwiftUI.swift" "$dir/SwiftUI+$kit.swift" -emit-module-path "$modules/SwiftUI.swiftmodule"
  swiftc "${flags[@]}" -I "$out/common" -I "$modules" -parse-as-library -emit-module -module-name CellKit \
    $(find Sources/CellKit -name '*.swift') -emit-module-path "$modules/CellKit.swiftmodule"
  local into=$library file
  for file in "$@"; do
    [ "$file" = -- ] && { into=$app; continue; }
    sed -e 's/@objc func /func /' -e 's/#selector(\([A-Za-z.]*\)(\([A-Za-z_:]*\)))/Selector("\1(\2)")/g' \
      "$file" >"$into/$(basename "$(dirname "$file")")-$(basename "$file")"
  done
  swiftc "${flags[@]}" -I "$out/common" -I "$modules" -parse-as-library -emit-module -module-name "CellKit$kit" \
    "$library"/*.swift -emit-module-path "$modules/CellKit$kit.swiftmodule"
  local app_flags=() flag
  for flag in "${flags[@]}"; do [ "$flag" = -package-name ] || [ "$flag" = cellkit ] || app_flags+=("$flag"); done
  swiftc "${app_flags[@]}" -I "$out/common" -I "$modules" -parse-as-library -typecheck -module-name "App$kit" \
    "$app"/*.swift
}

check UIKit Sources/CellKitUIKit/*.swift -- Examples/SubscribeUIKit/*.swift Examples/Subscribe/Youtuber.swift \
  Tests/CellKitDocTests/UIKitExamples.swift
check AppKit $(find Sources/CellKitAppKit -name '*.swift') -- Examples/SubscribeAppKit/*.swift \
  Examples/Subscribe/Youtuber.swift
echo "CellKitUIKit and CellKitAppKit (with their SwiftUI parts) type-check against the stand-ins, and" \
  "Examples/SubscribeUIKit, Examples/SubscribeAppKit and the UIKit doc examples as apps that link them"
