#if canImport(UIKit)
  import UIKit

  /// A reusable view loaded from a nib (a `.xib`) instead of made in code.
  ///
  /// The nib defaults to the one named like the class, in the bundle the class comes from, so it is
  /// found from an app, a framework or a Swift package alike (`Bundle(for:)`, not `nil`).
  @MainActor
  public protocol NibReusable: Reusable {
    /// The nib holding exactly one top-level view of this class.
    static var nib: UINib { get }
  }

  extension NibReusable {
    public static var nib: UINib {
      UINib(nibName: String(describing: self), bundle: Bundle(for: self))
    }
  }

  extension UIView {
    @MainActor
    var cellKitRegistrations: Registrations {
      associated(self, &AssociatedKey.registered) { Registrations() }
    }
  }
#endif
