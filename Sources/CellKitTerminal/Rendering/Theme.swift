/// The colors the views draw with: an accent for what has the focus, a color for a switch that is
/// on, one for destructive actions, and the style of secondary text (footers, placeholders, the
/// empty text). Set it on the ``Application``; views read it from the ``Canvas`` they draw in.
///
/// Colors are written as the terminal shows them (see ``ColorDepth``): 24-bit where it can, the
/// nearest palette color elsewhere, and not at all under `NO_COLOR`, where the attributes (reverse,
/// bold, dim) still tell the states apart.
///
/// ```swift
/// application.theme = Theme(accent: .magenta, success: .green, destructive: .red, secondary: .dim)
/// ```
public struct Theme: Hashable, Sendable {
  /// The highlight of the focused control (its background, as it is drawn reversed) and the focus
  /// mark of a row.
  public var accent: Color
  /// A switch that is on.
  public var success: Color
  /// Destructive actions: in alerts, action sheets and revealed row actions.
  public var destructive: Color
  /// Text that matters less: section footers, placeholders, the text of an empty list.
  public var secondary: Style

  /// Creates a theme.
  public init(accent: Color, success: Color, destructive: Color, secondary: Style) {
    self.accent = accent
    self.success = success
    self.destructive = destructive
    self.secondary = secondary
  }

  /// CellKit's theme: a calm blue accent, green for on, red for destructive, dim secondary text.
  public static let standard = Theme(
    accent: Color(red: 0x4E, green: 0xA8, blue: 0xF0), success: Color(red: 0x73, green: 0xC9, blue: 0x91),
    destructive: Color(red: 0xE5, green: 0x5C, blue: 0x63), secondary: .dim)
}
