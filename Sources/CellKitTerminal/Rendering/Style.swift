/// How a cell is drawn: colors and attributes. The default style is the terminal's own.
public struct Style: Hashable, Sendable {
  /// Text attributes.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (bright) text.
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic text, where the terminal has it.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 4)
  }

  /// The text color, or nil for the terminal's default.
  public var foreground: Color?
  /// The background color, or nil for the terminal's default.
  public var background: Color?
  /// Bold, dim, italic, underline, reverse.
  public var attributes: Attributes

  /// Creates a style; by default the terminal's own colors and no attributes.
  public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default style.
  public static let plain = Style()
  /// Bold text in the terminal's colors.
  public static let bold = Style(attributes: .bold)
  /// Dim text in the terminal's colors.
  public static let dim = Style(attributes: .dim)
  /// Reversed colors, as for a highlighted button.
  public static let reverse = Style(attributes: .reverse)
  /// Underlined text in the terminal's colors.
  public static let underline = Style(attributes: .underline)

  /// This style with `attributes` added.
  public func adding(_ attributes: Attributes) -> Style {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }
}
