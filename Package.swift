// swift-tools-version: 6.2
import PackageDescription

// MARK: - Libraries

/// `CELLKIT_INTERNAL_CHECKS=1 swift test` builds CellKit with the checks of its internal invariants
/// (see `ExclusiveValue`), as CI's sanitizer runs do.
let internalChecks: [SwiftSetting] =
  Context.environment["CELLKIT_INTERNAL_CHECKS"] == "1" ? [.define("CELLKIT_INTERNAL_CHECKS")] : []

let libraries: [Target] = [
  .target(
    name: "CellKit",
    path: "Sources/CellKit",
    swiftSettings: internalChecks
  ),
  .target(
    name: "CellKitTerminal",
    dependencies: ["CellKit"],
    path: "Sources/CellKitTerminal"
  ),
  .target(
    name: "CellKitTesting",
    dependencies: ["CellKitTerminal"],
    path: "Sources/CellKitTesting"
  ),
  .target(
    name: "CellKitUIKit",
    dependencies: ["CellKit"],
    path: "Sources/CellKitUIKit"
  ),
  .target(
    name: "CellKitAppKit",
    dependencies: ["CellKit"],
    path: "Sources/CellKitAppKit"
  ),
]

// MARK: - Examples and benchmarks

let executables: [Target] = [
  .target(
    name: "ExampleSupport",
    dependencies: ["CellKitTerminal"],
    path: "Examples/Support"
  ),
  .executableTarget(
    name: "Subscribe",
    dependencies: ["CellKit", "CellKitTerminal"],
    path: "Examples/Subscribe"
  ),
  .executableTarget(
    name: "Inbox",
    dependencies: ["CellKit", "CellKitTerminal", "ExampleSupport"],
    path: "Examples/Inbox"
  ),
  .executableTarget(
    name: "Settings",
    dependencies: ["CellKit", "CellKitTerminal", "ExampleSupport"],
    path: "Examples/Settings"
  ),
  .executableTarget(
    name: "Tasks",
    dependencies: ["CellKit", "CellKitTerminal", "ExampleSupport"],
    path: "Examples/Tasks"
  ),
  .executableTarget(
    name: "SubscribeModel",
    dependencies: ["CellKit"],
    path: "Benchmarks/subscribe-model"
  ),
  .executableTarget(
    name: "CellKitBench",
    dependencies: ["CellKit", "CellKitTerminal"],
    path: "Benchmarks/cellkit-bench"
  ),
]

// MARK: - Tests

let tests: [Target] = [
  .target(
    name: "CellKitFixtures",
    dependencies: ["CellKit"],
    path: "Tests/CellKitFixtures"
  ),
  .target(
    name: "CellKitRulesHosts",
    dependencies: ["CellKit", "CellKitFixtures", "CellKitTerminal"],
    path: "Tests/CellKitRulesHosts"
  ),
  .testTarget(
    name: "CellKitTests",
    dependencies: ["CellKit", "CellKitFixtures", "CellKitRulesHosts", "CellKitTerminal", "CellKitTesting"],
    path: "Tests/CellKitTests"
  ),
  .testTarget(
    name: "CellKitDocTests",
    dependencies: ["CellKit", "CellKitTerminal", "CellKitTesting"],
    path: "Tests/CellKitDocTests",
    exclude: ["Screens"]
  ),
  .target(
    name: "CellKitReentrancy",
    dependencies: ["CellKit", "CellKitTerminal", "CellKitTesting"],
    path: "Tests/CellKitReentrancy"
  ),
  .executableTarget(
    name: "ReentrancyMatrixRunner",
    dependencies: ["CellKitFixtures", "CellKitReentrancy", "CellKitRulesHosts"],
    path: "Tests/ReentrancyMatrixRunner"
  ),
  .testTarget(
    name: "CellKitAppKitTests",
    dependencies: ["CellKitAppKit"],
    path: "Tests/CellKitAppKitTests"
  ),
  .testTarget(
    name: "CellKitUIKitTests",
    dependencies: ["CellKitUIKit"],
    path: "Tests/CellKitUIKitTests",
    resources: [.process("Resources")]
  ),
  .testTarget(
    name: "CellKitTerminalTests",
    dependencies: ["CellKit", "CellKitTerminal", "CellKitFixtures", "CellKitTesting", "CellKitReentrancy"],
    path: "Tests/CellKitTerminalTests",
    exclude: ["Screens"]
  ),
]

// MARK: - Package

let package = Package(
  name: "CellKit",
  platforms: [.macOS(.v15), .iOS(.v15)],
  products: [
    .library(name: "CellKit", targets: ["CellKit"]),
    .library(name: "CellKitTerminal", targets: ["CellKitTerminal"]),
    .library(name: "CellKitUIKit", targets: ["CellKitUIKit"]),
    .library(name: "CellKitAppKit", targets: ["CellKitAppKit"]),
    .library(name: "CellKitTesting", targets: ["CellKitTesting"]),
    .executable(name: "subscribe", targets: ["Subscribe"]),
    .executable(name: "inbox", targets: ["Inbox"]),
    .executable(name: "settings", targets: ["Settings"]),
    .executable(name: "tasks", targets: ["Tasks"]),
    .executable(name: "cellkit-bench", targets: ["CellKitBench"]),
    .executable(name: "subscribe-model", targets: ["SubscribeModel"]),
    .executable(name: "reentrancy-matrix", targets: ["ReentrancyMatrixRunner"]),
  ],
  targets: libraries + executables + tests,
  swiftLanguageModes: [.v6]
)
