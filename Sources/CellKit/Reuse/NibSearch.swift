import Foundation

/// Where a nib named like a class is, for the classes of an app, a framework or a Swift package.
///
/// A class in an app or a framework has its nibs in its own bundle. A class in a Swift package
/// target does not: the package's resources are built into a resource bundle of their own
/// (`Package_Target.bundle`), which the app copies into its resources, beside the class's binary.
/// ``bundle(holding:classBundle:mainBundle:)`` looks in the class's bundle first, then in every
/// resource bundle found there or in the app's own resources.
package enum NibSearch {
  /// The bundle holding the compiled nib `name` (`name.nib`), or nil when none does.
  ///
  /// - Parameters:
  ///   - classBundle: the bundle the class comes from (`Bundle(for:)`).
  ///   - mainBundle: the app's bundle.
  /// - Complexity: one directory listing per place searched, plus a lookup per bundle found.
  package static func bundle(holding name: String, classBundle: Bundle, mainBundle: Bundle = .main) -> Bundle? {
    let places = [classBundle.resourceURL, classBundle.bundleURL, mainBundle.resourceURL, mainBundle.bundleURL]
    return bundleURL(holding: name, in: [classBundle.bundleURL], orInBundlesIn: places.compactMap { $0 })
      .flatMap(Bundle.init(url:))
  }

  /// The bundle to load the nib named like `type` from: the one holding it, or else the class's
  /// own, where loading it then reports it missing.
  package static func bundle(forNibOf type: AnyClass) -> Bundle {
    let classBundle = Bundle(for: type)
    return bundle(holding: String(describing: type), classBundle: classBundle) ?? classBundle
  }

  /// The first of `bundles`, then of the `.bundle` directories in `places`, whose resources hold
  /// `name.nib`.
  package static func bundleURL(holding name: String, in bundles: [URL], orInBundlesIn places: [URL]) -> URL? {
    let files = FileManager.default
    let found = places.flatMap { place in
      ((try? files.contentsOfDirectory(at: place, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "bundle" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    return (bundles + found).first { bundle in
      // An iOS bundle keeps its resources at its root, a macOS bundle in Contents/Resources, a macOS
      // framework in Resources; a localized nib is in a language folder (Base.lproj) of those.
      ["", "Contents/Resources", "Resources"].contains { folder in
        let resources = folder.isEmpty ? bundle : bundle.appendingPathComponent(folder)
        let languages = ((try? files.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? [])
          .filter { $0.pathExtension == "lproj" }
        return ([resources] + languages).contains { place in
          files.fileExists(atPath: place.appendingPathComponent(name + ".nib").path)
        }
      }
    }
  }
}
