#!/usr/bin/env bash
# Runs Tests/CellKitUIKitTests (a real UITableView and UICollectionView driven by CellKit), then the
# UI tests of the gallery app and of the checks app (Tests/CellKitUIKitChecks), which take real
# touches, on the iOS Simulator of this Mac: on the oldest and the newest iOS runtime it has, or on
# the runtimes given as arguments (identifiers from `xcrun simctl list runtimes`); the two apps from
# iOS 15, their minimum. Each run's results are in .build/ios-tests/<runtime>.xcresult,
# gallery-<runtime>.xcresult and checks-<runtime>.xcresult. Needs Xcode; usage:
# .ci/ios-device-tests.sh [RUNTIME...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xcodebuild >/dev/null || {
  echo "ios-device-tests: xcodebuild is not here. The iOS suite runs on a Mac with Xcode and its iOS Simulator." >&2
  exit 1
}

# A scheme that builds and tests the UIKit suite alone: the package's own scheme would build every
# test target for iOS, the terminal's among them.
schemes=.swiftpm/xcode/xcshareddata/xcschemes
mkdir -p "$schemes"
reference() {
  echo "<BuildableReference BuildableIdentifier = \"primary\" BlueprintIdentifier = \"$1\" BuildableName = \"$1\"" \
    "BlueprintName = \"$1\" ReferencedContainer = \"container:\"></BuildableReference>"
}
cat >"$schemes/CellKitUIKitTests.xcscheme" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
  <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
    <BuildActionEntries>
      <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "NO" buildForArchiving = "NO" buildForAnalyzing = "YES">
        $(reference CellKitUIKit)
      </BuildActionEntry>
    </BuildActionEntries>
  </BuildAction>
  <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "YES">
    <Testables>
      <TestableReference skipped = "NO">
        $(reference CellKitUIKitTests)
      </TestableReference>
    </Testables>
  </TestAction>
  <LaunchAction buildConfiguration = "Debug" launchStyle = "0" useCustomWorkingDirectory = "NO" debugDocumentVersioning = "YES"></LaunchAction>
</Scheme>
XML

# The runtimes, and for each an iPhone it supports.
runtimes=("$@")
if [ ${#runtimes[@]} -eq 0 ]; then
  read -r -a runtimes <<<"$(xcrun simctl list runtimes --json | python3 -c '
import json, sys
ios = [r for r in json.load(sys.stdin)["runtimes"] if r.get("platform") == "iOS" and r.get("isAvailable")]
ios.sort(key=lambda r: [int(p) for p in r["version"].split(".")])
print(" ".join(sorted({ios[0]["identifier"], ios[-1]["identifier"]}) if ios else []))')"
fi
[ ${#runtimes[@]} -gt 0 ] || {
  echo "ios-device-tests: this Mac has no iOS Simulator runtime. Add one in Xcode's Settings, Components." >&2
  exit 1
}
mkdir -p .build/ios-tests
status=0
for runtime in "${runtimes[@]}"; do
  read -r device_type version <<<"$(xcrun simctl list runtimes --json | python3 -c '
import json, sys
runtime = next(r for r in json.load(sys.stdin)["runtimes"] if r["identifier"] == sys.argv[1])
iphone = next(t["identifier"] for t in runtime["supportedDeviceTypes"] if t["productFamily"] == "iPhone")
print(iphone, runtime["version"])' "$runtime")"
  udid=$(xcrun simctl create "CellKit tests" "$device_type" "$runtime")
  result=".build/ios-tests/${runtime##*.}.xcresult"
  rm -rf "$result"
  echo "== CellKitUIKitTests on $runtime ($device_type)"
  xcodebuild test -scheme CellKitUIKitTests -destination "id=$udid" -resultBundlePath "$result" || status=1
  if [ "${version%%.*}" -ge 15 ]; then
    for app in Gallery Checks; do
      echo "== the $app app under touches on $runtime"
      bundle=".build/ios-tests/$(tr '[:upper:]' '[:lower:]' <<<"$app")-${runtime##*.}.xcresult"
      rm -rf "$bundle"
      xcodebuild test -project Examples/Gallery/CellKitGallery.xcodeproj -scheme "CellKit $app (iOS)" \
        -destination "id=$udid" -resultBundlePath "$bundle" || status=1
    done
  fi
  xcrun simctl shutdown "$udid" 2>/dev/null || true
  xcrun simctl delete "$udid" || true
done
exit $status
