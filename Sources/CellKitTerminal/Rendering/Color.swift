/// A terminal color from the 256-color palette.
public struct Color: Hashable, Sendable {
  /// The palette index: 0–7 standard, 8–15 bright, 16–255 extended.
  public let index: UInt8

  /// Creates the color at `index` in the 256-color palette.
  public init(_ index: UInt8) { self.index = index }

  /// Palette color 0.
  public static let black = Color(0)
  /// Palette color 1.
  public static let red = Color(1)
  /// Palette color 2.
  public static let green = Color(2)
  /// Palette color 3.
  public static let yellow = Color(3)
  /// Palette color 4.
  public static let blue = Color(4)
  /// Palette color 5.
  public static let magenta = Color(5)
  /// Palette color 6.
  public static let cyan = Color(6)
  /// Palette color 7.
  public static let white = Color(7)
  /// Palette color 8.
  public static let gray = Color(8)
  /// Palette color 9.
  public static let brightRed = Color(9)
  /// Palette color 10.
  public static let brightGreen = Color(10)
  /// Palette color 11.
  public static let brightYellow = Color(11)
  /// Palette color 12.
  public static let brightBlue = Color(12)
  /// Palette color 13.
  public static let brightMagenta = Color(13)
  /// Palette color 14.
  public static let brightCyan = Color(14)
  /// Palette color 15.
  public static let brightWhite = Color(15)
}
