@_spi(CellKitPlatform) import CellKit

/// A button in a ``NavigationBar``, with closure handlers like any control:
///
/// ```swift
/// let add = BarButtonItem(title: "Add") { item in model.addYoutuber() }
/// ```
@MainActor
public final class BarButtonItem: Control {
  /// How an item is drawn.
  public enum Style: Sendable {
    /// An ordinary item.
    case plain
    /// The item that completes a task, drawn bold.
    case done
  }

  /// The handlers registered on this item.
  public let handlers = ControlHandlers()

  /// The item's title.
  public var title: String {
    didSet { bar?.setNeedsDisplay() }
  }

  /// How the item is drawn.
  public var style: Style

  /// Whether the item responds to the user.
  public var isEnabled = true {
    didSet { bar?.setNeedsDisplay() }
  }

  /// Whether the item is drawn as on (for items that toggle a mode, such as Edit).
  public var isSelected = false {
    didSet { bar?.setNeedsDisplay() }
  }

  weak var bar: NavigationBar?

  /// Creates an item; `handler`, if given, runs each time the item is triggered.
  public init(
    title: String, style: Style = .plain, handler: (@MainActor (BarButtonItem) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    if let handler { on(.primaryActionTriggered, handler) }
  }

  /// Triggers the item as if the user clicked it.
  public func activate() {
    guard isEnabled else { return }
    sendEvents(.primaryActionTriggered)
  }
}
