/// How wide a column is: in points on AppKit and GTK, in character cells in the terminal.
///
/// The rule a list declares stays the column's rule: a column the user resizes keeps the width they
/// gave it (``ListColumn/resizedWidth``), within the rule's bounds: a fitting column's minimum and
/// maximum, a flexible column's minimum, 1 for a fixed column.
public enum ColumnWidth: Hashable, Sendable {
  /// This wide; the user may resize it down to 1 (when the column is resizable).
  case fixed(Double)
  /// At least `minimum` wide, sharing the width the other columns leave with the other flexible
  /// columns: in the terminal and an `NSTableView` in proportion to their minimums (as an
  /// `NSTableView`'s window is resized, its uniform autoresizing style shares the change equally);
  /// GTK's column view gives each an equal share.
  case flexible(minimum: Double)
  /// As wide as the widest content of the column on screen and its title, within `minimum` (1 unless
  /// given) and `maximum`: `.fitting(maximum: 30)`.
  case fitting(minimum: Double = 1, maximum: Double)

  /// A column at least 4 wide that shares the width left with the other flexible columns.
  public static var flexible: ColumnWidth { .flexible(minimum: 4) }

  /// The narrowest the column may be, when laid out or resized by the user.
  package var minimum: Double {
    switch self {
    case .fixed: 1
    case .flexible(let minimum), .fitting(let minimum, _): minimum
    }
  }

  /// The widest the column may be, when laid out or resized by the user: a fitting column's
  /// maximum, and no limit for the others.
  package var maximum: Double {
    switch self {
    case .fixed, .flexible: .greatestFiniteMagnitude
    case .fitting(let minimum, let maximum): max(minimum, maximum)
    }
  }

  /// `width` kept within ``minimum`` and ``maximum`` (``minimum`` for a width that is not a
  /// number).
  ///
  /// - Complexity: O(1).
  package func clamping(_ width: Double) -> Double {
    width.isNaN ? minimum : min(max(width, minimum), maximum)
  }

  /// Whether every number of the rule is finite: a width the hosts can lay out.
  var isFinite: Bool {
    switch self {
    case .fixed(let width): width.isFinite
    case .flexible(let minimum): minimum.isFinite
    case .fitting(let minimum, let maximum): minimum.isFinite && maximum.isFinite
    }
  }
}
