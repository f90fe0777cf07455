/// One character cell of the screen: what it shows, how wide it is, and its style.
public struct ScreenCell: Equatable, Sendable {
  /// A scalar value, or a cluster index with ``clusterFlag`` set for multi-scalar characters.
  package var code: UInt32
  /// 1 or 2 for a character's first cell; 0 for the right half of a wide character.
  public var width: UInt8
  /// The style the cell is drawn with.
  public var style: Style

  package static let clusterFlag: UInt32 = 0x8000_0000
  /// An empty cell in the default style.
  public static let blank = ScreenCell(code: 0x20, width: 1, style: .plain)
}
