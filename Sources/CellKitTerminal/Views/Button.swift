/// A push button, drawn `[ Title ]`.
@MainActor
public final class Button: ControlView {
  /// The button's title.
  public var title: String {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }

  /// Creates a button.
  public init(_ title: String) {
    self.title = title
    super.init()
  }

  public override var preferredWidth: Int? { CharacterWidth.of(title) + 4 }

  public override func draw(in canvas: Canvas) {
    var style = stateStyle
    if isHighlighted && isEnabled { style.foreground = canvas.theme.accent }
    canvas.draw("[ " + title.truncated(toColumns: max(0, frame.width - 4)) + " ]", x: 0, y: 0, style: style)
  }
}
