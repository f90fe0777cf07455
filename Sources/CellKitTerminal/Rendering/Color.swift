/// A terminal color: an entry of the 256-color palette, or a 24-bit color written as such where the
/// terminal shows 24-bit color and as the nearest palette entry elsewhere (see ``ColorDepth``).
public struct Color: Hashable, Sendable {
  /// The palette index: 0–7 standard, 8–15 bright, 16–255 extended; for a 24-bit color, the nearest
  /// entry of the 6×6×6 cube or the gray ramp.
  public let index: UInt8
  /// The red, green and blue of a 24-bit color, packed as `0xRRGGBB`; nil for a palette color.
  public let rgb: UInt32?

  /// Creates the color at `index` in the 256-color palette.
  public init(_ index: UInt8) {
    self.index = index
    rgb = nil
  }

  /// Creates a 24-bit color.
  ///
  /// ```swift
  /// let accent = Color(red: 0x4E, green: 0xA8, blue: 0xF0)
  /// ```
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    index = Self.nearestExtended(red: Int(red), green: Int(green), blue: Int(blue))
  }

  /// The red, green and blue this color shows as: its own for a 24-bit color, the usual xterm
  /// values for a palette entry.
  package var components: (red: Int, green: Int, blue: Int) {
    if let rgb { return (Int(rgb >> 16), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)) }
    return Self.paletteComponents(Int(index))
  }

  /// The nearest of the 16 standard and bright colors, for terminals without more.
  package var nearestOfSixteen: UInt8 {
    if rgb == nil && index < 16 { return index }
    let (red, green, blue) = components
    return UInt8(
      (0..<16).min { a, b in
        Self.distance(Self.paletteComponents(a), red, green, blue)
          < Self.distance(Self.paletteComponents(b), red, green, blue)
      }!)
  }

  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  private static func paletteComponents(_ index: Int) -> (red: Int, green: Int, blue: Int) {
    let sixteen = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
      (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
      (255, 255, 255),
    ]
    if index < 16 { return sixteen[index] }
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }

  private static func distance(_ a: (red: Int, green: Int, blue: Int), _ red: Int, _ green: Int, _ blue: Int) -> Int {
    (a.red - red) * (a.red - red) + (a.green - green) * (a.green - green) + (a.blue - blue) * (a.blue - blue)
  }

  /// The entry of the cube or the gray ramp (16–255) nearest to a 24-bit color.
  private static func nearestExtended(red: Int, green: Int, blue: Int) -> UInt8 {
    func level(_ value: Int) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }!
    }
    let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
    let gray = 232 + min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
    let best =
      distance(paletteComponents(cube), red, green, blue) <= distance(paletteComponents(gray), red, green, blue)
    return UInt8(best ? cube : gray)
  }

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
