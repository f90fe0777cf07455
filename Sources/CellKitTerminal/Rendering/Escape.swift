/// The escape sequences CellKit writes, as pure functions of their arguments.
public enum Escape {
  /// Control Sequence Introducer.
  public static let csi = "\u{1B}["

  /// Moves the cursor to column `x`, row `y` (0-based).
  public static func moveCursor(x: Int, y: Int) -> String { "\(csi)\(y + 1);\(x + 1)H" }
  /// Moves the cursor right by `count` columns.
  public static func cursorForward(_ count: Int) -> String { count == 1 ? "\(csi)C" : "\(csi)\(count)C" }
  /// Limits scrolling to rows `top...bottom` (0-based); the cursor goes home.
  public static func scrollRegion(top: Int, bottom: Int) -> String { "\(csi)\(top + 1);\(bottom + 1)r" }
  /// Resets the scroll region to the whole screen; the cursor goes home.
  public static let resetScrollRegion = "\(csi)r"
  /// Clears the screen.
  public static let clearScreen = "\(csi)2J"
  /// Resets every style attribute.
  public static let resetStyle = "\(csi)0m"

  /// Switches to the alternate screen (`on`) or back to the main screen.
  public static func alternateScreen(_ on: Bool) -> String { "\(csi)?1049\(on ? "h" : "l")" }
  /// Shows or hides the cursor.
  public static func cursorVisible(_ on: Bool) -> String { "\(csi)?25\(on ? "h" : "l")" }
  /// Turns SGR mouse reporting (press, release, drag, wheel) on or off.
  public static func mouseReporting(_ on: Bool) -> String {
    let mode = on ? "h" : "l"
    return "\(csi)?1000\(mode)\(csi)?1002\(mode)\(csi)?1006\(mode)"
  }
  /// Turns bracketed paste on or off.
  public static func bracketedPaste(_ on: Bool) -> String { "\(csi)?2004\(on ? "h" : "l")" }
  /// Begins (`on`) or ends a synchronized update: the terminal shows the frame at once.
  public static func synchronizedOutput(_ on: Bool) -> String { "\(csi)?2026\(on ? "h" : "l")" }

  /// Everything a full-screen application turns on when it starts.
  public static let enterFullScreen =
    alternateScreen(true) + cursorVisible(false) + mouseReporting(true) + bracketedPaste(true) + clearScreen

  /// Everything ``enterFullScreen`` turned on, turned off again, and the main screen back.
  public static let exitFullScreen =
    resetScrollRegion + resetStyle + bracketedPaste(false) + mouseReporting(false) + cursorVisible(true)
    + alternateScreen(false)

  /// The Select Graphic Rendition sequence that switches from any style to `style`.
  ///
  /// - Parameters:
  ///   - style: The style to switch to.
  ///   - colors: False drops colors (the `NO_COLOR` convention), keeping attributes.
  public static func sgr(_ style: Style, colors: Bool = true) -> String {
    var codes = ["0"]
    let attributes = style.attributes
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if colors, let foreground = style.foreground { codes.append(colorCode(foreground, base: 30)) }
    if colors, let background = style.background { codes.append(colorCode(background, base: 40)) }
    return csi + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(_ color: Color, base: Int) -> String {
    switch color.index {
    case 0...7: return String(base + Int(color.index))
    case 8...15: return String(base + 60 + Int(color.index) - 8)
    default: return "\(base + 8);5;\(color.index)"
    }
  }
}
