import Foundation

/// The whole content of a list at one moment: ordered sections, each with ordered items.
///
/// Build one, then hand it to a ``ListAdapter``; the adapter works out the changes from the
/// snapshot it showed before.
///
/// ```swift
/// var snapshot = Snapshot<Category, Youtuber>()
/// snapshot.appendSection(.tech, items: techYoutubers)
/// list.apply(snapshot)
/// ```
///
/// Identities must be unique: a section identity once among sections, an item identity once in
/// the whole snapshot. An adapter reports any that are not as a ``Diagnostic`` that lists each
/// with its places, and still shows every item.
public struct Snapshot<Section: Differentiable, Item: Differentiable> {
  /// The sections, in order.
  public private(set) var sections: [Section]
  /// The items of each section, in order; `items[s]` belongs to `sections[s]`.
  public private(set) var items: [[Item]]

  /// Creates an empty snapshot.
  public init() {
    sections = []
    items = []
  }

  /// Creates a snapshot from sections and their items.
  public init(_ content: [(Section, [Item])]) {
    sections = content.map(\.0)
    items = content.map(\.1)
  }

  /// Creates a snapshot from parallel arrays of sections and items.
  ///
  /// - Precondition: `sections.count == items.count`.
  public init(sections: [Section], items: [[Item]]) {
    precondition(
      sections.count == items.count,
      "Snapshot(sections:items:) got \(sections.count) sections but \(items.count) item arrays; give one item array per section."
    )
    self.sections = sections
    self.items = items
  }

  /// Appends a section with its items.
  public mutating func appendSection(_ section: Section, items sectionItems: [Item] = []) {
    sections.append(section)
    items.append(sectionItems)
  }

  /// Appends items to the section at `sectionIndex`, or to the last section when nil.
  ///
  /// - Precondition: The snapshot has that section.
  public mutating func appendItems(_ newItems: [Item], toSectionAt sectionIndex: Int? = nil) {
    precondition(!sections.isEmpty, "Append a section before appending items.")
    let index = sectionIndex ?? sections.count - 1
    checkSection(index)
    items[index].append(contentsOf: newItems)
  }

  /// Stops with a message naming the bad section index and how many sections there are.
  private func checkSection(_ index: Int) {
    precondition(
      sections.indices.contains(index),
      "Section index \(index) is out of range: the snapshot has \(sections.count) sections (0..<\(sections.count)).")
  }

  /// Replaces the section value at `sectionIndex` (for example to change its title).
  public mutating func updateSection(at sectionIndex: Int, to section: Section) {
    checkSection(sectionIndex)
    sections[sectionIndex] = section
  }

  /// Mutates the items of the section at `sectionIndex` in place.
  @discardableResult
  public mutating func updateItems<R>(
    inSectionAt sectionIndex: Int, _ body: (inout [Item]) throws -> R
  ) rethrows -> R {
    checkSection(sectionIndex)
    return try body(&items[sectionIndex])
  }

  /// Moves the item at `source` to `destination`, an index path in the snapshot after the move
  /// (as UIKit's `tableView(_:moveRowAt:to:)` gives it), within or across sections.
  ///
  /// - Precondition: `source` is an item of the snapshot and `destination` a place for it: an
  ///   existing section, and a row no greater than that section's count once the item has left.
  /// - Complexity: O(n) for the n items of the two sections.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    precondition(
      item(at: source) != nil,
      "moveItem(at:to:) got the source [\(source.section), \(source.row)], which is not an item of the snapshot.")
    checkSection(destination.section)
    let limit = items[destination.section].count - (source.section == destination.section ? 1 : 0)
    precondition(
      (0...limit).contains(destination.row),
      """
      moveItem(at:to:) got the destination [\(destination.section), \(destination.row)], but that section \
      has room for rows 0...\(limit) once the item has left its place.
      """)
    let moved = items[source.section].remove(at: source.row)
    items[destination.section].insert(moved, at: destination.row)
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in the section at `sectionIndex`.
  public func numberOfItems(inSection sectionIndex: Int) -> Int { items[sectionIndex].count }

  /// The number of items in all sections.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// The item at `indexPath`.
  ///
  /// - Precondition: `indexPath` is in the snapshot.
  public subscript(indexPath: IndexPath) -> Item {
    get { items[indexPath.section][indexPath.row] }
    set { items[indexPath.section][indexPath.row] = newValue }
  }

  /// The item at `indexPath`, or nil when the snapshot has no such index path.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section) else { return nil }
    let section = items[indexPath.section]
    return section.indices.contains(indexPath.row) ? section[indexPath.row] : nil
  }

  /// The index path of the first item with `identifier`, searching in order.
  ///
  /// - Complexity: O(n).
  public func indexPath(of identifier: Item.DifferenceIdentifier) -> IndexPath? {
    for (s, sectionItems) in items.enumerated() {
      if let p = sectionItems.firstIndex(where: { $0.differenceIdentifier == identifier }) {
        return IndexPath(row: p, section: s)
      }
    }
    return nil
  }

  /// The index of the first section with `identifier`.
  public func sectionIndex(of identifier: Section.DifferenceIdentifier) -> Int? {
    sections.firstIndex { $0.differenceIdentifier == identifier }
  }
}
