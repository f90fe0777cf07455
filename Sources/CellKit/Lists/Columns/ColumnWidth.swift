/// How wide a column is: in points on UIKit and AppKit, in character cells in the terminal.
public enum ColumnWidth: Hashable, Sendable {
  /// Always this wide, until the user resizes the column.
  case fixed(Double)
  /// At least `minimum` wide, sharing the width the fixed and fitting columns leave with the other
  /// flexible columns, in proportion to their minimums.
  case flexible(minimum: Double)
  /// As wide as the widest content of the column on screen and its title, within `minimum` and
  /// `maximum`.
  case fitting(minimum: Double, maximum: Double)

  /// A column at least 4 wide that shares the width left with the other flexible columns.
  public static var flexible: ColumnWidth { .flexible(minimum: 4) }

  /// A column as wide as its widest content on screen and its title, up to `maximum`.
  public static func fitting(maximum: Double) -> ColumnWidth { .fitting(minimum: 1, maximum: maximum) }

  /// The narrowest the column may be, when laid out or resized by the user.
  public var minimum: Double {
    switch self {
    case .fixed: 1
    case .flexible(let minimum), .fitting(let minimum, _): minimum
    }
  }
}
