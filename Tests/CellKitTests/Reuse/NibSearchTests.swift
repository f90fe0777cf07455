@_spi(CellKitPlatform) import CellKit
import Foundation
import Testing

@Suite("A nib named like its class is found where apps, frameworks and Swift packages keep it")
struct NibSearchTests {
  /// A scratch folder laid out as an app bundle, with `files` (paths inside it) created.
  func layOut(_ files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("NibSearch-\(UUID().uuidString)")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    return root
  }

  @Test("The class's own bundle comes first")
  func ownBundleFirst() throws {
    let root = try layOut(["App.app/ProfileCell.nib", "App.app/Feature_Feature.bundle/ProfileCell.nib"])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App.app")
    #expect(NibSearch.bundleURL(holding: "ProfileCell", in: [app], orInBundlesIn: [app]) == app)
  }

  @Test("A package target's nib is found in its resource bundle, in the iOS and the macOS layouts")
  func packageResourceBundle() throws {
    let root = try layOut([
      "App.app/Feature_Feature.bundle/ProfileCell.nib",
      "Mac.app/Contents/Resources/Feature_Feature.bundle/Contents/Resources/AvatarItem.nib",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App.app")
    #expect(
      NibSearch.bundleURL(holding: "ProfileCell", in: [app], orInBundlesIn: [app])
        == app.appendingPathComponent("Feature_Feature.bundle"))
    let resources = root.appendingPathComponent("Mac.app/Contents/Resources")
    #expect(
      NibSearch.bundleURL(
        holding: "AvatarItem", in: [root.appendingPathComponent("Mac.app")], orInBundlesIn: [resources])
        == resources.appendingPathComponent("Feature_Feature.bundle"))
  }

  @Test("No bundle holding the nib is nil, so the error can name where it looked")
  func missing() throws {
    let root = try layOut(["App.app/Feature_Feature.bundle/Other.nib"])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App.app")
    #expect(NibSearch.bundleURL(holding: "ProfileCell", in: [app], orInBundlesIn: [app]) == nil)
  }
}

extension NibSearchTests {
  @Test("A framework's Resources folder and a localized nib's language folder are searched too")
  func frameworksAndLanguages() throws {
    let root = try layOut([
      "Kit.framework/Resources/BadgeView.nib",
      "App.app/Feature_Feature.bundle/Base.lproj/ProfileCell.nib",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let kit = root.appendingPathComponent("Kit.framework")
    #expect(NibSearch.bundleURL(holding: "BadgeView", in: [kit], orInBundlesIn: []) == kit)
    let app = root.appendingPathComponent("App.app")
    #expect(
      NibSearch.bundleURL(holding: "ProfileCell", in: [app], orInBundlesIn: [app])
        == app.appendingPathComponent("Feature_Feature.bundle"))
  }
}
