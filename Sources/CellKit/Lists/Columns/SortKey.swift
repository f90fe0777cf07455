/// One key of a list's sort order: a column, and the direction its values go down the list.
///
/// ```swift
/// list.sortOrder = [.ascending(.due), .descending(.priority)]
/// ```
public struct SortKey: Hashable, Sendable {
  /// The column whose comparator orders the rows.
  public var column: ColumnID
  /// Whether the smallest value comes first.
  public var isAscending: Bool

  /// Sorts by `column`, smallest first when `isAscending`.
  package init(_ column: ColumnID, ascending isAscending: Bool) {
    self.column = column
    self.isAscending = isAscending
  }

  /// Sorts by `column`, smallest value first.
  public static func ascending(_ column: ColumnID) -> SortKey { SortKey(column, ascending: true) }

  /// Sorts by `column`, largest value first.
  public static func descending(_ column: ColumnID) -> SortKey { SortKey(column, ascending: false) }

  /// The same column the other way round.
  public var reversed: SortKey { SortKey(column, ascending: !isAscending) }

  /// The arrow a column header shows for this key: ▲ ascending, ▼ descending.
  public var arrow: String { isAscending ? "▲" : "▼" }
}
