import CellKit
import Foundation

/// Draws the revealed row actions over the trailing edge of their row, as buttons, and runs the
/// one clicked.
@MainActor
final class RowActionsView: View {
  var labels: [RowActionLabel] = [] {
    didSet { setNeedsDisplay() }
  }
  var focused = 0 {
    didSet { setNeedsDisplay() }
  }
  /// Called with the index of the action clicked.
  var perform: (@MainActor (Int) -> Void)?
  /// The views of the row the actions are drawn over, laid out before this view.
  var row: @MainActor () -> [View] = { [] }
  /// The columns the actions take at the row's trailing edge, where the frame ends.
  var actionsWidth = 0

  /// Each action's title as drawn, `[ Title ]`.
  private var buttons: [String] { labels.map { "[ \($0.title) ]" } }

  /// The width the buttons need, one column apart, with a column on each side.
  var neededWidth: Int { buttons.reduce(1) { $0 + CharacterWidth.of($1) + 1 } }

  /// Covers whole any control of the row that the actions would cut, so none shows half of itself
  /// (a slider's bracket beside the first button): the view starts where that control starts.
  override func layoutSubviews() {
    guard let superview else { return }
    let edge = frame.maxX - actionsWidth
    let origin = superview.convertToScreen(.zero).x
    var start = edge
    func cover(_ view: View) {
      guard !view.isHidden else { return }
      if view is ControlView {
        let x = view.convertToScreen(.zero).x - origin
        if x < edge && x + view.frame.width > edge { start = min(start, x) }
      } else {
        for subview in view.subviews { cover(subview) }
      }
    }
    for view in row() { cover(view) }
    frame = Rect(x: start, y: frame.minY, width: frame.maxX - start, height: frame.height)
  }

  /// On the focused button.
  override var focusCursor: Point? {
    guard !frame.isEmpty, buttons.indices.contains(focused) else { return super.focusCursor }
    let x = buttons[..<focused].reduce(firstButtonX) { $0 + CharacterWidth.of($1) + 1 }
    return convertToScreen(Point(x: min(x, frame.width - 1), y: 0))
  }

  /// Where the first button starts: the buttons keep to the trailing edge.
  private var firstButtonX: Int { max(1, frame.width - neededWidth + 1) }

  override func draw(in canvas: Canvas) {
    canvas.draw(String(repeating: " ", count: frame.width), x: 0, y: 0)
    var x = firstButtonX
    for (index, button) in buttons.enumerated() {
      var style = Self.style(of: labels[index], theme: canvas.theme)
      if index == focused { style = style.adding(.reverse) }
      canvas.draw(button, x: x, y: 0, style: style)
      x += CharacterWidth.of(button) + 1
    }
  }

  /// How an action's button is drawn: on its own colour, with the text in black or white, whichever
  /// reads better on it; else a destructive action in the theme's colour for it.
  static func style(of label: RowActionLabel, theme: Theme) -> Style {
    if let color = label.color {
      let (red, green, blue) = color.components
      let background = Color(red: UInt8(red * 255), green: UInt8(green * 255), blue: UInt8(blue * 255))
      let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      return Style(foreground: luminance > 0.55 ? .black : .brightWhite, background: background, attributes: .bold)
    }
    return label.isDestructive ? Style(foreground: theme.destructive) : .plain
  }

  override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard event.kind == .press || event.kind == .release else { return true }
    var x = firstButtonX
    for (index, button) in buttons.enumerated() {
      let width = CharacterWidth.of(button)
      if point.x >= x && point.x < x + width {
        focused = index
        if event.kind == .release { perform?(index) }
        return true
      }
      x += width + 1
    }
    return true
  }
}
