/// A line of text, or a paragraph wrapped at spaces when ``numberOfLines`` allows more than one.
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

  /// The text shown; cut with an ellipsis when it does not fit in ``numberOfLines``.
  public var text: String {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

  /// The style of the text.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }

  /// How the text sits in the label's width.
  public var alignment: Alignment = .leading

  /// The most lines the text wraps to, or 0 for as many as it needs; 1 by default.
  ///
  /// A self-sizing cell (see `TableView.automaticRowHeights`) grows to show a wrapping label's
  /// lines.
  public var numberOfLines = 1 {
    didSet { setNeedsDisplay() }
  }

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

  /// One row, or with ``numberOfLines`` other than 1, the rows the wrapped text takes at `width`.
  public override func heightThatFits(width: Int) -> Int {
    guard numberOfLines != 1 else { return height ?? 1 }
    return max(1, lines(width: width).count)
  }

  /// The text in the lines it takes at `width`: wrapped up to ``numberOfLines``, the last one cut
  /// with an ellipsis when text is left over.
  private func lines(width: Int) -> [String] {
    guard numberOfLines != 1 else { return [text.truncated(toColumns: width)] }
    var lines = text.wrapped(toColumns: width)
    if numberOfLines > 0 && lines.count > numberOfLines {
      lines = Array(lines[..<numberOfLines])
      lines[numberOfLines - 1] = (lines[numberOfLines - 1] + " …").truncated(toColumns: width)
    }
    return lines
  }

  public override func draw(in canvas: Canvas) {
    for (y, line) in lines(width: frame.width).prefix(max(1, frame.height)).enumerated() {
      draw(line, y: y, in: canvas)
    }
  }

  private func draw(_ shown: String, y: Int, in canvas: Canvas) {
    let width = CharacterWidth.of(shown)
    let x: Int
    switch alignment {
    case .leading: x = 0
    case .center: x = max(0, (frame.width - width) / 2)
    case .trailing: x = max(0, frame.width - width)
    }
    canvas.draw(shown, x: x, y: y, style: style, maxWidth: frame.width)
  }
}
