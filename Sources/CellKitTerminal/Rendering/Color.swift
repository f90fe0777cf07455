/// A terminal color from the 256-color palette.
public struct Color: Hashable, Sendable {
  /// The palette index: 0–7 standard, 8–15 bright, 16–255 extended.
  public let index: UInt8

  public init(_ index: UInt8) { self.index = index }

  public static let black = Color(0)
  public static let red = Color(1)
  public static let green = Color(2)
  public static let yellow = Color(3)
  public static let blue = Color(4)
  public static let magenta = Color(5)
  public static let cyan = Color(6)
  public static let white = Color(7)
  public static let gray = Color(8)
  public static let brightRed = Color(9)
  public static let brightGreen = Color(10)
  public static let brightYellow = Color(11)
  public static let brightBlue = Color(12)
  public static let brightMagenta = Color(13)
  public static let brightCyan = Color(14)
  public static let brightWhite = Color(15)
}
