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

  /// The Select Graphic Rendition sequence that switches from any style to `style`, with its colors
  /// written as a terminal of `depth` shows them.
  ///
  /// - Parameters:
  ///   - style: The style to switch to.
  ///   - depth: The terminal's colors: none (the `NO_COLOR` convention; attributes are kept), 16,
  ///     256 or 24-bit.
  public static func sgr(_ style: Style, depth: ColorDepth = .sixteen) -> String {
    var codes = ["0"]
    let attributes = style.attributes
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let foreground = style.foreground, let code = colorCode(foreground, base: 30, depth: depth) {
      codes.append(code)
    }
    if let background = style.background, let code = colorCode(background, base: 40, depth: depth) {
      codes.append(code)
    }
    return csi + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(_ color: Color, base: Int, depth: ColorDepth) -> String? {
    let index: UInt8
    switch depth {
    case .monochrome:
      return nil
    case .trueColor:
      if let rgb = color.rgb { return "\(base + 8);2;\(rgb >> 16);\(rgb >> 8 & 0xFF);\(rgb & 0xFF)" }
      index = color.index
    case .twoHundredFiftySix:
      index = color.index
    case .sixteen:
      index = color.nearestOfSixteen
    }
    switch index {
    case 0...7: return String(base + Int(index))
    case 8...15: return String(base + 60 + Int(index) - 8)
    default: return "\(base + 8);5;\(index)"
    }
  }
}
