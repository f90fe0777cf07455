/// A line of text.
@MainActor
public final class Label: View {
  /// How text sits in the label's width.
  public enum Alignment: Sendable {
    /// Against the left edge.
    case leading
    /// Centered.
    case center
    /// Against the right edge.
    case trailing
  }

  /// The text shown; cut with an ellipsis when it does not fit.
  public var text: String {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

  /// The style of the text.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }

  /// How the text sits in the label's width.
  public var alignment: Alignment = .leading

  /// A fixed width in a row of views, or nil to share the space left.
  public var width: Int?

  /// A fixed height in a column of views (1 by default).
  public var height: Int? = 1

  /// Creates a label.
  public init(_ text: String = "", style: Style = .plain) {
    self.text = text
    self.style = style
    super.init()
  }

  public override var preferredWidth: Int? { width }
  public override var preferredHeight: Int? { height }

  public override func draw(in canvas: Canvas) {
    let shown = text.truncated(toColumns: frame.width)
    let width = CharacterWidth.of(shown)
    let x: Int
    switch alignment {
    case .leading: x = 0
    case .center: x = max(0, (frame.width - width) / 2)
    case .trailing: x = max(0, frame.width - width)
    }
    canvas.draw(shown, x: x, y: 0, style: style, maxWidth: frame.width)
  }
}
