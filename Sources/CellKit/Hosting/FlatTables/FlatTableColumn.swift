import Foundation

/// A column of a flat table as the platform makes it (an `NSTableColumn`, a `GtkColumnViewColumn`):
/// its list column's width rule turned into a width, bounds and resizing behaviour.
@_spi(CellKitPlatform)
public struct FlatTableColumn: Equatable, Sendable {
  /// The column's identity; the platform column's identifier is its raw value.
  public var id: ColumnID
  /// The header's text.
  public var title: String
  /// The width the column starts at.
  public var width: Double
  /// The narrowest the column may become.
  public var minimumWidth: Double
  /// The widest the column may become.
  public var maximumWidth: Double
  /// Whether the column takes a share of the table's width as the table is resized (a flexible
  /// column the user has not resized).
  public var resizesWithTable: Bool
  /// Whether the host fits the column to its widest content on screen and its header, within its
  /// bounds (a fitting column the user has not resized).
  public var fitsContent: Bool
  /// Whether the user may resize the column.
  public var isResizable: Bool
  /// Whether the column is hidden.
  public var isHidden: Bool
  /// Whether clicking the header sorts by the column.
  public var isSortable: Bool

  /// The platform column for `info`: a fixed column at its width, a flexible one at its minimum
  /// and growing with the table, a fitting one from its minimum to its maximum (the host fits it
  /// to its content); a column the user resized at that width, within its rule's bounds.
  package init(_ info: ColumnInfo) {
    id = info.id
    title = info.title
    isResizable = info.isResizable
    isHidden = info.isHidden
    isSortable = info.isSortable
    minimumWidth = info.width.minimum
    // No limit is the largest width a platform column takes (`NSTableColumn`'s default, MAXFLOAT):
    // a Double's largest would overflow the table's arithmetic in single precision.
    maximumWidth = min(info.width.maximum, Self.unlimited)
    resizesWithTable = false
    fitsContent = false
    switch info.width {
    case .fixed(let width):
      self.width = width
      if !info.isResizable { (minimumWidth, maximumWidth) = (width, width) }
    case .flexible(let minimum):
      width = minimum
      resizesWithTable = info.resizedWidth == nil
    case .fitting(let minimum, _):
      width = minimum
      fitsContent = info.resizedWidth == nil
    }
    if let resized = info.resizedWidth { width = min(resized, Self.unlimited) }
  }

  /// The largest width a platform column may have: single precision's largest value.
  package static let unlimited = Double(Float.greatestFiniteMagnitude)

  /// The one column of a table whose list has no columns, made by CellKit: it fills the table's
  /// width, and the user neither resizes, sorts nor hides it.
  package static let rows = FlatTableColumn(
    ColumnInfo(id: ColumnID(rawValue: "CellKit"), title: "", width: .flexible(minimum: 10), isResizable: false))

  /// What decides the width the table gives the column: a change to any of it gives the column its
  /// width again.
  var sizing: [Double] {
    [width, minimumWidth, maximumWidth, resizesWithTable ? 1 : 0, fitsContent ? 1 : 0, isResizable ? 1 : 0]
  }
}

/// A flat table's columns as the platform table has them now (an `NSTableView`'s `tableColumns`,
/// header and sort descriptors): what the driver's column decisions start from.
package struct PlatformColumns: Equatable, Sendable {
  /// A platform column: its identifier, its width now, and the width of its widest content on
  /// screen and its header (measured for fitting columns only; 0 otherwise).
  package struct Column: Equatable, Sendable {
    package var identifier: String
    package var width: Double
    package var contentWidth: Double

    package init(_ identifier: String, width: Double, contentWidth: Double = 0) {
      self.identifier = identifier
      self.width = width
      self.contentWidth = contentWidth
    }
  }

  /// A sort descriptor of the table: the key it sorts by (a column's identifier) and its direction.
  package struct SortDescriptor: Equatable, Sendable {
    package var key: String?
    package var ascending: Bool

    package init(_ key: String?, ascending: Bool) {
      self.key = key
      self.ascending = ascending
    }
  }

  /// The columns, hidden ones too, in order.
  package var columns: [Column]
  /// Whether the table shows a header row.
  package var hasHeader: Bool
  /// The table's sort descriptors, first key first.
  package var sortDescriptors: [SortDescriptor]
  /// The width the table's shown columns fill: its visible width.
  package var width: Double
  /// The space the table adds to each shown column (`NSTableView`'s `intercellSpacing.width`).
  package var spacing: Double

  package init(
    columns: [Column], hasHeader: Bool, sortDescriptors: [SortDescriptor] = [], width: Double = 0,
    spacing: Double = 0
  ) {
    self.columns = columns
    self.hasHeader = hasHeader
    self.sortDescriptors = sortDescriptors
    self.width = width
    self.spacing = spacing
  }
}

/// What a flat table does to its platform columns to show its list's: every decision made, for the
/// host to carry out in this order.
package struct ColumnUpdate: Equatable, Sendable {
  /// A move of the column at one place to another, among the columns as the moves before it left
  /// them.
  package struct Move: Equatable, Sendable {
    package var from: Int
    package var to: Int
  }

  /// The platform columns to remove, by identifier.
  package var removed: [String] = []
  /// The columns to add at the end, in order.
  package var added: [FlatTableColumn] = []
  /// The columns whose title, bounds, resizing, visibility and sorting to set: every column of the
  /// list.
  package var configured: [FlatTableColumn] = []
  /// The moves that put the columns in the list's order, made one after another.
  package var moves: [Move] = []
  /// The widths to give, by identifier, after the moves; a table clamps each to its column's
  /// bounds.
  package var widths: [PlatformColumns.Column] = []
  /// Whether to show (true) or hide (false) the header row; nil leaves it as it is.
  package var showsHeader: Bool?
  /// Whether the table's columns now follow its width by equal shares of a change (the uniform
  /// autoresizing style): set when the list's columns first show.
  package var usesUniformAutoresizing = false
  /// The sort descriptors to set; nil leaves them as they are.
  package var sortDescriptors: [PlatformColumns.SortDescriptor]?

  /// Whether the update leaves the table as it is.
  package var isEmpty: Bool { self == ColumnUpdate() }
}

/// Which columns a flat table shows, as its driver decided last.
package enum ShownColumns: Equatable, Sendable {
  /// Nothing decided yet: no list attached.
  case undecided
  /// The app's own columns (from a nib or storyboard, or made in code), left as they are: the list
  /// has none, and each row's cell shows in the first.
  case tables
  /// CellKit's one column, filling the table's width, with no header: the list has no columns, and
  /// the table had none.
  case rows
  /// The list's columns, each given its width when it was new or its rule changed: the rules given.
  case list([ColumnID: FlatTableColumn])
}

/// A column layout a table saved and restored (`NSTableView`'s autosaved columns): its columns in
/// order, each with its width and whether it is hidden, and its sort descriptors.
package struct RestoredColumns: Sendable {
  package var columns: [(identifier: String, width: Double, isHidden: Bool)]
  package var sortDescriptors: [PlatformColumns.SortDescriptor]

  package init(
    columns: [(identifier: String, width: Double, isHidden: Bool)], sortDescriptors: [PlatformColumns.SortDescriptor]
  ) {
    self.columns = columns
    self.sortDescriptors = sortDescriptors
  }
}
