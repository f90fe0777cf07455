import Foundation

/// The operations of one batch update, by index, as a host applies them in one
/// `performBatchUpdates`.
///
/// Index rules are UIKit's: deletes, reloads and move sources name positions before the batch;
/// inserts and move targets name positions after it. No position takes part in two operations of
/// one batch.
@usableFromInline package struct ListChanges: Sendable, CustomStringConvertible {
  /// Sections deleted (indexes before the batch).
  @usableFromInline package var sectionDeleted: [Int] = []
  /// Sections inserted (indexes after the batch).
  @usableFromInline package var sectionInserted: [Int] = []
  /// Sections reloaded because their content changed.
  @usableFromInline package var sectionUpdated: [Int] = []
  /// Sections moved, from an index before the batch to one after it.
  @usableFromInline package var sectionMoved: [(source: Int, target: Int)] = []
  /// Items deleted (index paths before the batch).
  @usableFromInline package var itemDeleted: [IndexPath] = []
  /// Items inserted (index paths after the batch).
  @usableFromInline package var itemInserted: [IndexPath] = []
  /// Items reloaded because their content changed (index paths before the batch).
  @usableFromInline package var itemUpdated: [IndexPath] = []
  /// Items moved, within or across sections.
  @usableFromInline package var itemMoved: [(source: IndexPath, target: IndexPath)] = []

  /// Creates a batch; every kind of operation defaults to none.
  @usableFromInline package init(
    sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionUpdated: [Int] = [],
    sectionMoved: [(source: Int, target: Int)] = [], itemDeleted: [IndexPath] = [],
    itemInserted: [IndexPath] = [], itemUpdated: [IndexPath] = [],
    itemMoved: [(source: IndexPath, target: IndexPath)] = []
  ) {
    self.sectionDeleted = sectionDeleted
    self.sectionInserted = sectionInserted
    self.sectionUpdated = sectionUpdated
    self.sectionMoved = sectionMoved
    self.itemDeleted = itemDeleted
    self.itemInserted = itemInserted
    self.itemUpdated = itemUpdated
    self.itemMoved = itemMoved
  }

  /// Whether the batch changes nothing.
  @usableFromInline package var isEmpty: Bool {
    sectionDeleted.isEmpty && sectionInserted.isEmpty && sectionUpdated.isEmpty
      && sectionMoved.isEmpty && itemDeleted.isEmpty && itemInserted.isEmpty
      && itemUpdated.isEmpty && itemMoved.isEmpty
  }

  /// How many operations the batch holds.
  @usableFromInline package var changeCount: Int {
    sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
      + itemDeleted.count + itemInserted.count + itemUpdated.count + itemMoved.count
  }

  @usableFromInline package var description: String {
    var parts: [String] = []
    func add(_ name: String, _ values: [Any]) { if !values.isEmpty { parts.append("\(name) \(values)") } }
    add("deleteSections", sectionDeleted)
    add("insertSections", sectionInserted)
    add("moveSections", sectionMoved.map { "\($0.source)->\($0.target)" })
    add("reloadSections", sectionUpdated)
    add("deleteItems", itemDeleted.map { "[\($0.section),\($0.row)]" })
    add("insertItems", itemInserted.map { "[\($0.section),\($0.row)]" })
    add(
      "moveItems", itemMoved.map { "[\($0.source.section),\($0.source.row)]->[\($0.target.section),\($0.target.row)]" })
    add("reloadItems", itemUpdated.map { "[\($0.section),\($0.row)]" })
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
