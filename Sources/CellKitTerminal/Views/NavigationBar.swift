import CellKit

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
