#if canImport(UIKit)
  import UIKit

  /// A reusable view loaded from a nib (a `.xib`) instead of made in code.
  ///
  /// The nib defaults to the one named like the class, in the bundle the class comes from, or else
  /// in the resource bundle of the Swift package target that defines it, so it is found from an
  /// app, a framework or a package alike. Give the class a `static var nib` to load another.
  @MainActor
  public protocol NibReusable: Reusable {
    /// The nib holding exactly one top-level view of this class.
    static var nib: UINib { get }
  }

  extension NibReusable {
    public static var nib: UINib { UINib(nibName: String(describing: self), bundle: NibSearch.bundle(forNibOf: self)) }
  }
#endif
