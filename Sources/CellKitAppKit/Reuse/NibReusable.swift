#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A reusable view or collection view item loaded from a nib (a `.xib`) instead of made in code.
  ///
  /// The nib defaults to the one named like the class, in the bundle the class comes from, so it is
  /// found from an app, a framework or a Swift package alike (`Bundle(for:)`, not `nil`).
  @MainActor
  public protocol NibReusable: Reusable {
    /// The nib holding exactly one top-level view (or item) of this class.
    static var nib: NSNib { get }
  }

  extension NibReusable {
    public static var nib: NSNib {
      guard let nib = NSNib(nibNamed: String(describing: self), bundle: Bundle(for: self)) else {
        preconditionFailure(
          """
          \(self) is NibReusable, but no nib named "\(self)" is in \(Bundle(for: self).bundlePath). \
          Add \(self).xib to the target that defines the class, or give \(self) a `static var nib`.
          """)
      }
      return nib
    }
  }

  /// A view a table can make in code when no view of its identifier is waiting for reuse.
  ///
  /// ``TableCellView`` adopts it; adopt it in an `NSView` subclass of your own by declaring
  /// `required override init(frame:)`.
  @MainActor
  public protocol MadeInCode: NSView {
    init(frame frameRect: NSRect)
  }
#endif
