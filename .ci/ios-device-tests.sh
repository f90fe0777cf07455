#!/usr/bin/env bash
# Runs Tests/CellKitUIKitTests (a real UITableView and UICollectionView driven by CellKit), then the
# UI tests of the gallery app and of the checks app (Tests/CellKitUIKitChecks), which take real
# touches, on the iOS Simulator of this Mac: on the oldest iOS runtime it has at or above the
# package's iOS minimum (Package.swift) and on the newest, or on the runtimes given as arguments
# (identifiers from `xcrun simctl list runtimes`). With IOS_OLDEST set to an iOS version (CI sets
# 15.0, the minimum), the oldest run is on that version's runtime, installed with
# `xcodebuild -downloadPlatform iOS -buildVersion IOS_OLDEST` when the Mac lacks it; the script
# stops, saying why, when it cannot have it. Each run's results are in
# .build/ios-tests/<runtime>.xcresult, gallery-<runtime>.xcresult and checks-<runtime>.xcresult.
# Needs Xcode; usage: [IOS_OLDEST=VERSION] .ci/ios-device-tests.sh [RUNTIME...]
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

# The package's iOS minimum (`.iOS(.v15)` in Package.swift): the suite and the apps run from it.
minimum=$(sed -n 's/.*\.iOS(\.v\([0-9_]*\)).*/\1/p' Package.swift | head -1 | tr _ .)
[ -n "$minimum" ] || { echo "ios-device-tests: Package.swift names no iOS minimum in its platforms." >&2; exit 1; }

# runtimes [VERSION]: "identifier version" for each available iOS runtime, oldest first; with
# VERSION, only that version's (15.0, or 15 for any 15.x).
runtimes() {
  xcrun simctl list runtimes --json | python3 -c '
import json, sys
want = sys.argv[1] if len(sys.argv) > 1 else None
ios = [r for r in json.load(sys.stdin)["runtimes"] if r.get("platform") == "iOS" and r.get("isAvailable")]
ios = [r for r in ios if want is None or r["version"] == want or r["version"].startswith(want + ".")]
ios.sort(key=lambda r: [int(p) for p in r["version"].split(".")])
for r in ios: print(r["identifier"], r["version"])' "$@"
}
# below VERSION: whether VERSION is older than the package's minimum.
below() { python3 -c 'import sys; v = lambda s: [int(p) for p in s.split(".")]; sys.exit(v(sys.argv[1]) >= v(sys.argv[2]))' "$1" "$minimum"; }

selected=("$@")
if [ ${#selected[@]} -eq 0 ]; then
  if [ -n "${IOS_OLDEST:-}" ]; then
    if below "$IOS_OLDEST"; then
      echo "ios-device-tests: IOS_OLDEST=$IOS_OLDEST is below the package's iOS minimum, $minimum." >&2
      exit 1
    fi
    oldest=$(runtimes "$IOS_OLDEST" | head -1 | cut -d' ' -f1)
    if [ -z "$oldest" ]; then
      echo "== installing the iOS $IOS_OLDEST Simulator runtime"
      xcodebuild -downloadPlatform iOS -buildVersion "$IOS_OLDEST" || {
        echo "ios-device-tests: xcodebuild could not install the iOS $IOS_OLDEST Simulator runtime" \
          "(xcodebuild -downloadPlatform iOS -buildVersion $IOS_OLDEST); the oldest run needs it." >&2
        exit 1
      }
      oldest=$(runtimes "$IOS_OLDEST" | head -1 | cut -d' ' -f1)
      [ -n "$oldest" ] || {
        echo "ios-device-tests: the iOS $IOS_OLDEST Simulator runtime was installed, but this Xcode" \
          "($(xcodebuild -version | head -1)) does not list it as available: xcrun simctl list runtimes says" >&2
        xcrun simctl list runtimes >&2
        exit 1
      }
    fi
  else
    oldest=""
    while read -r identifier version; do
      below "$version" || { oldest=$identifier; break; }
    done < <(runtimes)
  fi
  newest=$(runtimes | tail -1 | cut -d' ' -f1)
  [ -n "$oldest" ] && [ -n "$newest" ] || {
    echo "ios-device-tests: this Mac has no iOS Simulator runtime of iOS $minimum or later." \
      "Add one in Xcode's Settings, Components, or set IOS_OLDEST to install one." >&2
    exit 1
  }
  read -r -a selected <<<"$(printf '%s\n' "$oldest" "$newest" | sort -u | tr '\n' ' ')"
fi
mkdir -p .build/ios-tests
status=0
for runtime in "${selected[@]}"; do
  # The runtime's version and an iPhone it supports.
  info=$(xcrun simctl list runtimes --json | python3 -c '
import json, sys
runtime = next((r for r in json.load(sys.stdin)["runtimes"] if r["identifier"] == sys.argv[1]), None)
if runtime is None: sys.exit("ios-device-tests: this Mac has no runtime " + sys.argv[1] + " (xcrun simctl list runtimes)")
iphone = next(t["identifier"] for t in runtime["supportedDeviceTypes"] if t["productFamily"] == "iPhone")
print(iphone, runtime["version"])' "$runtime")
  read -r device_type version <<<"$info"
  if below "$version"; then
    echo "ios-device-tests: $runtime is iOS $version, below the package's iOS minimum, $minimum." >&2
    exit 1
  fi
  udid=$(xcrun simctl create "CellKit tests" "$device_type" "$runtime")
  result=".build/ios-tests/${runtime##*.}.xcresult"
  rm -rf "$result"
  echo "== CellKitUIKitTests on $runtime ($device_type)"
  xcodebuild test -scheme CellKitUIKitTests -destination "id=$udid" -resultBundlePath "$result" || status=1
  for app in Gallery Checks; do
    echo "== the $app app under touches on $runtime"
    bundle=".build/ios-tests/$(tr '[:upper:]' '[:lower:]' <<<"$app")-${runtime##*.}.xcresult"
    rm -rf "$bundle"
    xcodebuild test -project Examples/Gallery/CellKitGallery.xcodeproj -scheme "CellKit $app (iOS)" \
      -destination "id=$udid" -resultBundlePath "$bundle" || status=1
  done
  xcrun simctl shutdown "$udid" 2>/dev/null || true
  xcrun simctl delete "$udid" || true
done
exit $status
