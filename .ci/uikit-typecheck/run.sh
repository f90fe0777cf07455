#!/usr/bin/env bash
# Type-checks CellKitUIKit, Examples/SubscribeUIKit and the UIKit doc examples against stand-in declarations of the UIKit
# and Objective-C runtime API they use (signatures from Apple's documentation), since UIKit does
# not exist on Linux. It catches type, generic and concurrency errors; it cannot catch a wrong UIKit
# signature in the stand-ins themselves. The two target-action trampolines need the Objective-C
# runtime, which Linux lacks: a temporary copy of the sources drops their `@objc` and names their
# selectors by string; everything else is checked as written.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-swift-version 6 -I "$out" -package-name cellkit)
objc=()
swiftc "${flags[@]}" "${objc[@]}" -parse-as-library -emit-module -module-name ObjectiveC \
  .ci/uikit-typecheck/ObjectiveC.swift -emit-module-path "$out/ObjectiveC.swiftmodule"
swiftc "${flags[@]}" "${objc[@]}" -parse-as-library -emit-module -module-name UIKit \
  .ci/uikit-typecheck/UIKit.swift -emit-module-path "$out/UIKit.swiftmodule"
swiftc "${flags[@]}" -parse-as-library -emit-module -module-name CellKit \
  $(find Sources/CellKit -name '*.swift') -emit-module-path "$out/CellKit.swiftmodule"
mkdir -p "$out/sources"
for file in Sources/CellKitUIKit/*.swift Examples/SubscribeUIKit/*.swift Examples/Subscribe/Youtuber.swift \
  Tests/CellKitDocTests/UIKitExamples.swift; do
  sed -e 's/@objc func fire/func fire/' -e 's/#selector([A-Za-z]*\.fire(_:))/Selector("fire:")/' \
    -e '/^ *import CellKitUIKit$/d' "$file" >"$out/sources/$(basename "$(dirname "$file")")-$(basename "$file")"
done
swiftc "${flags[@]}" "${objc[@]}" -parse-as-library -typecheck -module-name CellKitUIKit "$out"/sources/*.swift
echo "CellKitUIKit, Examples/SubscribeUIKit and the UIKit doc examples type-check against the UIKit stand-ins"
