import CellKit

/// What a ``TableView`` with columns keeps about them: the columns and sort order its list
/// declares, where they are laid out, how far the table is scrolled sideways, the cell the keyboard
/// is on, and a separator being dragged.
struct TableColumnsState {
  /// The list's columns, hidden ones too, as last read from it.
  var infos: [ColumnInfo] = [] {
    didSet { isShown = infos.contains { !$0.isHidden } }
  }
  /// The list's sort order, as last read from it.
  var sortOrder: [SortKey] = []
  /// Where the shown columns are.
  var geometry = ColumnGeometry()
  /// The width the geometry was laid out for.
  var laidOutWidth = -1
  /// The widest content measured in each fitting column's cells since the columns last changed.
  var fitted: [ColumnID: Int] = [:]
  /// How many characters the scrolling columns are scrolled sideways.
  var horizontalOffset = 0
  /// The shown column the cell cursor is on.
  var cursorColumn = 0
  /// The separator being dragged to resize its column: the column, and where the drag started.
  var resizing: (column: ColumnID, startX: Int, startWidth: Int)?

  /// Where the keyboard was when the table last scrolled sideways to follow it.
  var followed: FocusedColumnStop?

  /// Whether the table shows columns: its list declares some that are not hidden.
  private(set) var isShown = false

  /// The text of the header of `info`: its title, and the sort arrow when the list is sorted by it
  /// (with the key's rank when it is not the first key). In a column `width` characters wide that
  /// cannot show both, the title is shortened and the arrow kept: the sort always shows.
  func headerTitle(of info: ColumnInfo, width: Int = .max) -> String {
    guard let rank = sortOrder.firstIndex(where: { $0.column == info.id }) else { return info.title }
    let arrow = sortOrder[rank].arrow + (rank == 0 ? "" : "\(rank + 1)")
    let full = "\(info.title) \(arrow)"
    guard CharacterWidth.of(full) > width else { return full }
    return info.title.truncated(toColumns: max(0, width - CharacterWidth.of(arrow))) + arrow
  }

  /// The declared column of a shown one.
  func info(of placed: ColumnGeometry.Placed) -> ColumnInfo? {
    infos.first { $0.id == placed.id }
  }
}
