import CellKit

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

/// A bar across the top of the screen with a centered title and bar button items on either side.
@MainActor
public final class NavigationBar: View {
  /// The title in the middle of the bar.
  public var title: String {
    didSet { setNeedsDisplay() }
  }

  /// Items on the left, left to right.
  public var leftItems: [BarButtonItem] = [] {
    didSet { attach() }
  }

  /// Items on the right, left to right.
  public var rightItems: [BarButtonItem] = [] {
    didSet { attach() }
  }

  /// Creates a bar.
  public init(title: String, leftItems: [BarButtonItem] = [], rightItems: [BarButtonItem] = []) {
    self.title = title
    self.leftItems = leftItems
    self.rightItems = rightItems
    super.init()
    backgroundStyle = .reverse
    attach()
  }

  private func attach() {
    for item in leftItems + rightItems { item.bar = self }
    setNeedsDisplay()
  }

  public override var preferredHeight: Int? { 1 }

  /// Where each item is drawn, in the bar's coordinates.
  func itemFrames() -> [(item: BarButtonItem, frame: Rect)] {
    var result: [(BarButtonItem, Rect)] = []
    var x = 1
    for item in leftItems {
      let width = CharacterWidth.of(item.title) + 2
      result.append((item, Rect(x: x, y: 0, width: width, height: 1)))
      x += width + 1
    }
    var right = frame.width - 1
    for item in rightItems.reversed() {
      let width = CharacterWidth.of(item.title) + 2
      right -= width
      result.append((item, Rect(x: right, y: 0, width: width, height: 1)))
      right -= 1
    }
    return result
  }

  public override func draw(in canvas: Canvas) {
    let base = Style.reverse
    let titleWidth = CharacterWidth.of(title)
    canvas.draw(title, x: max(0, (frame.width - titleWidth) / 2), y: 0, style: base.adding(.bold))
    for (item, rect) in itemFrames() {
      var style = base
      if item.style == .done { style = style.adding(.bold) }
      if !item.isEnabled { style = style.adding(.dim) }
      if item.isSelected { style = Style(attributes: .bold) }
      canvas.draw(" " + item.title + " ", x: rect.minX, y: 0, style: style)
    }
  }

  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard event.kind == .release || event.kind == .press else { return false }
    guard let hit = itemFrames().first(where: { $0.frame.contains(point) }) else { return true }
    if event.kind == .release { hit.item.activate() }
    return true
  }
}
