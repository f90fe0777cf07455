// swift-tools-version: 6.2
import PackageDescription

// CellKit on GTK 4: its own package, so that the main package needs nothing but the Swift
// toolchain. It needs GTK 4's development files (`apt-get install libgtk-4-dev` on Debian or Ubuntu).

// MARK: - GTK

let gtk: [Target] = [
  .systemLibrary(
    name: "CGTK",
    path: "Sources/CGTK",
    pkgConfig: "gtk4",
    providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]
  ),
  .target(
    name: "CellKitGTKSupport",
    dependencies: ["CGTK"],
    path: "Sources/CellKitGTKSupport"
  ),
]

// MARK: - Library

let library: [Target] = [
  .target(
    name: "CellKitGTK",
    dependencies: [.product(name: "CellKit", package: "CellKit"), "CGTK", "CellKitGTKSupport"],
    path: "Sources/CellKitGTK"
  )
]

// MARK: - Example

let examples: [Target] = [
  .executableTarget(
    name: "SubscribeGTK",
    dependencies: ["CellKitGTK"],
    path: "Examples/SubscribeGTK"
  ),
  .executableTarget(
    name: "TasksGTK",
    dependencies: ["CellKitGTK"],
    path: "Examples/TasksGTK"
  ),
]

// MARK: - Tests

let tests: [Target] = [
  .testTarget(
    name: "CellKitGTKTests",
    dependencies: ["CellKitGTK", "CGTK"],
    path: "Tests/CellKitGTKTests"
  )
]

// MARK: - Package

let package = Package(
  name: "CellKitGTK",
  products: [
    .library(name: "CellKitGTK", targets: ["CellKitGTK"]),
    .executable(name: "subscribe-gtk", targets: ["SubscribeGTK"]),
    .executable(name: "tasks-gtk", targets: ["TasksGTK"]),
  ],
  dependencies: [.package(name: "CellKit", path: "../..")],
  targets: gtk + library + examples + tests,
  swiftLanguageModes: [.v6]
)
