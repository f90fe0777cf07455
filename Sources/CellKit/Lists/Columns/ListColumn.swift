/// One column of a list: its identity, title, width, how its values sort, and what the user may do
/// with it.
///
/// A list declares its columns once, in order; each column's cells are registered by its
/// identifier (`list.cell(TaskDoneCell.self, column: .done) { … }`).
///
/// ```swift
/// list.columns = [
///   ListColumn(.title, "Title", width: .flexible(minimum: 12), sortedBy: \.title),
///   ListColumn(.done, "Done", width: .fixed(6)) { !$0.isDone && $1.isDone },
///   ListColumn(.due, "Due", width: .fitting(maximum: 12), sortedBy: \.due),
/// ]
/// ```
public struct ListColumn<Item> {
  /// What cell registrations, sort keys and events name the column by.
  public let id: ColumnID
  /// The text of the column's header.
  public var title: String
  /// How wide the column is: the rule it is laid out by until the user resizes it, and whose
  /// bounds hold after that.
  public var width: ColumnWidth
  /// The width the user resized the column to (by dragging its edge, or with the keys), kept
  /// within ``width``'s minimum and maximum; nil while ``width`` alone decides.
  ///
  /// A resized column keeps this width while the table is resized. Set it to restore a width the
  /// app saved, or to nil to give the column back to its rule.
  public var resizedWidth: Double?
  /// Whether the user may drag the column's edge (or use the keys) to resize it.
  public var isResizable = true
  /// Whether the user may hide the column.
  public var isHideable = true
  /// Whether the column is hidden: the list shows its other columns.
  public var isHidden = false
  /// Whether `lhs` comes before `rhs` in the column's ascending order, or nil when the user cannot
  /// sort by the column.
  package let areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)?
  /// Sorts places of items by the column's key path, reading each item's key once; nil for a
  /// column sorted by a comparator.
  @usableFromInline let sortPlaces: (@MainActor ([Item], inout [Int], _ ascending: Bool) -> Void)?

  /// A column whose rows the user sorts with `areInIncreasingOrder`, or cannot sort when it is nil.
  ///
  /// - Parameters:
  ///   - id: The column's identity.
  ///   - title: The header's text.
  ///   - width: How wide the column is.
  ///   - areInIncreasingOrder: Whether one item comes before another, ascending. A sort keeps the
  ///     snapshot's order between items it does not tell apart.
  public init(
    _ id: ColumnID, _ title: String, width: ColumnWidth = .flexible,
    sortedBy areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)? = nil
  ) {
    self.init(id, title, width: width, sortedBy: areInIncreasingOrder, sortPlaces: nil)
  }

  @usableFromInline
  init(
    _ id: ColumnID, _ title: String, width: ColumnWidth,
    sortedBy areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)?,
    sortPlaces: (@MainActor ([Item], inout [Int], _ ascending: Bool) -> Void)?
  ) {
    self.id = id
    self.title = title
    self.width = width
    self.areInIncreasingOrder = areInIncreasingOrder
    self.sortPlaces = sortPlaces
  }

  /// A column whose rows the user sorts by the value at `key`.
  ///
  /// - Parameters:
  ///   - id: The column's identity.
  ///   - title: The header's text.
  ///   - width: How wide the column is.
  ///   - key: The value the rows are ordered by, smallest first when ascending.
  ///
  /// - Complexity: A sort by the column reads each item's key once, then compares keys: about as
  ///   fast as the standard library sorting the items by that key.
  @inlinable
  public init<Value: Comparable>(
    _ id: ColumnID, _ title: String, width: ColumnWidth = .flexible,
    sortedBy key: any KeyPath<Item, Value> & Sendable
  ) {
    // Made in the app's code, the closures run specialized for its item and key types.
    self.init(
      id, title, width: width, sortedBy: { $0[keyPath: key] < $1[keyPath: key] },
      sortPlaces: { items, places, ascending in
        let keys = items.map { $0[keyPath: key] }
        keys.withUnsafeBufferPointer { keys in
          if ascending { places.sort { keys[$0] < keys[$1] } } else { places.sort { keys[$1] < keys[$0] } }
        }
      })
  }

  /// Whether the user can sort by the column.
  public var isSortable: Bool { areInIncreasingOrder != nil }

  /// What a host needs to show the column.
  package var info: ColumnInfo {
    ColumnInfo(
      id: id, title: title, width: width, resizedWidth: resizedWidth.map(width.clamping), isResizable: isResizable,
      isHideable: isHideable, isHidden: isHidden, isSortable: isSortable)
  }
}

/// A column as a host shows it: a ``ListColumn`` without its item type.
package struct ColumnInfo: Hashable, Sendable {
  package var id: ColumnID
  package var title: String
  package var width: ColumnWidth
  /// The width the user resized the column to, within the rule's bounds; nil for the rule's.
  package var resizedWidth: Double?
  package var isResizable: Bool
  package var isHideable: Bool
  package var isHidden: Bool
  package var isSortable: Bool

  package init(
    id: ColumnID, title: String, width: ColumnWidth, resizedWidth: Double? = nil, isResizable: Bool = true,
    isHideable: Bool = true, isHidden: Bool = false, isSortable: Bool = false
  ) {
    self.id = id
    self.title = title
    self.width = width
    self.resizedWidth = resizedWidth
    self.isResizable = isResizable
    self.isHideable = isHideable
    self.isHidden = isHidden
    self.isSortable = isSortable
  }
}
