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
///
/// A snapshot taken from ``ListAdapter/snapshot`` remembers the edits made to it, so applying it
/// back costs the edits, not the list: a single insert into a million rows applies in
/// microseconds. Every method records its edit except ``updateItems(inSectionAt:_:)``, whose
/// closure can change anything; after it, applying the snapshot diffs the sections that changed.
public struct Snapshot<Section: Differentiable, Item: Differentiable> {
  /// The sections, in order.
  public private(set) var sections: [Section]
  /// The items of each section, in order; `items[s]` belongs to `sections[s]`.
  public private(set) var items: [[Item]]
  /// The batches that took the snapshot an adapter handed out to this one, while every edit was
  /// recorded.
  package var recording: SnapshotRecording<Section, Item>?

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
  @usableFromInline
  package init(sections: [Section], items: [[Item]]) {
    precondition(
      sections.count == items.count,
      "Snapshot(sections:items:) got \(sections.count) sections but \(items.count) item arrays; give one item array per section."
    )
    self.sections = sections
    self.items = items
  }

  /// Appends a section with its items.
  public mutating func appendSection(_ section: Section, items sectionItems: [Item] = []) {
    record(.appendSection(section, sectionItems))
  }

  /// Appends `newSections`, without items, as Apple's diffable data source snapshot does; fill
  /// them with ``appendItems(_:toSection:)``.
  ///
  /// - Complexity: O(k) for k sections.
  public mutating func appendSections(_ newSections: [Section]) {
    for section in newSections { appendSection(section) }
  }

  /// Appends items to the section with identity `identifier`, as Apple's
  /// `appendItems(_:toSection:)` does.
  ///
  /// ```swift
  /// var snapshot = Snapshot<Category, Youtuber>()
  /// snapshot.appendSections([.tech, .music])
  /// snapshot.appendItems(techYoutubers, toSection: .tech)
  /// ```
  ///
  /// - Precondition: The snapshot has a section with that identity.
  /// - Complexity: O(sections) to find the section.
  public mutating func appendItems(_ newItems: [Item], toSection identifier: Section.DifferenceIdentifier) {
    guard let index = sectionIndex(of: identifier) else {
      preconditionFailure(
        """
        appendItems(_:toSection:) got the section identity \(identifier), which no section of the snapshot \
        has. Append the section first, with appendSections(_:) or appendSection(_:items:).
        """)
    }
    appendItems(newItems, toSectionAt: index)
  }

  /// Deletes the sections with these identities, and their items.
  ///
  /// - Complexity: O(sections + k) for k identities.
  public mutating func deleteSections(_ identifiers: [Section.DifferenceIdentifier]) {
    let doomed = Set(identifiers)
    let indices = sections.indices.filter { doomed.contains(sections[$0].differenceIdentifier) }
    guard !indices.isEmpty else { return }
    record(.deleteSections(indices))
  }

  /// Appends items to the section at `sectionIndex`, or to the last section when nil.
  ///
  /// - Precondition: The snapshot has that section.
  public mutating func appendItems(_ newItems: [Item], toSectionAt sectionIndex: Int? = nil) {
    precondition(!sections.isEmpty, "Append a section before appending items.")
    let index = sectionIndex ?? sections.count - 1
    checkSection(index)
    record(.insertItems(newItems, at: IndexPath(row: items[index].count, section: index)))
  }

  /// Inserts `newItems` at `indexPath`, the first of them at that place and the others after it.
  ///
  /// - Precondition: The section exists and the row is at most its number of items.
  /// - Complexity: O(m) for the m items after the place in its section.
  public mutating func insertItems(_ newItems: [Item], at indexPath: IndexPath) {
    checkSection(indexPath.section)
    let count = items[indexPath.section].count
    precondition(
      (0...count).contains(indexPath.row),
      "insertItems(_:at:) got [\(indexPath.section), \(indexPath.row)], but section \(indexPath.section) "
        + "has room for rows 0...\(count).")
    record(.insertItems(newItems, at: indexPath))
  }

  /// Inserts `newItems` just before the item with identity `identifier`.
  ///
  /// - Precondition: The snapshot has an item with that identity.
  /// - Complexity: O(n) to find the item.
  public mutating func insertItems(_ newItems: [Item], beforeItem identifier: Item.DifferenceIdentifier) {
    insertItems(newItems, at: place(of: identifier, in: "insertItems(_:beforeItem:)"))
  }

  /// Inserts `newItems` just after the item with identity `identifier`.
  ///
  /// - Precondition: The snapshot has an item with that identity.
  /// - Complexity: O(n) to find the item.
  public mutating func insertItems(_ newItems: [Item], afterItem identifier: Item.DifferenceIdentifier) {
    let place = place(of: identifier, in: "insertItems(_:afterItem:)")
    insertItems(newItems, at: IndexPath(row: place.row + 1, section: place.section))
  }

  /// Deletes the items with these identities.
  ///
  /// - Complexity: O(n) to find them.
  public mutating func deleteItems(_ identifiers: [Item.DifferenceIdentifier]) {
    let doomed = Set(identifiers)
    var paths: [IndexPath] = []
    for (s, sectionItems) in items.enumerated() {
      for (row, item) in sectionItems.enumerated() where doomed.contains(item.differenceIdentifier) {
        paths.append(IndexPath(row: row, section: s))
      }
    }
    guard !paths.isEmpty else { return }
    record(.deleteItems(paths))
  }

  /// Deletes the items at `indexPaths`.
  ///
  /// - Precondition: Every index path is an item of the snapshot.
  /// - Complexity: O(m) for the m items after the first deleted one in each section.
  public mutating func deleteItems(at indexPaths: [IndexPath]) {
    for path in indexPaths {
      precondition(
        item(at: path) != nil,
        "deleteItems(at:) got [\(path.section), \(path.row)], which is not an item of the snapshot.")
    }
    let paths = Array(Set(indexPaths)).sorted()
    guard !paths.isEmpty else { return }
    record(.deleteItems(paths))
  }

  /// The place of the item with identity `identifier`; stops with a message naming `method` when
  /// no item has it.
  private func place(of identifier: Item.DifferenceIdentifier, in method: String) -> IndexPath {
    guard let place = indexPath(of: identifier) else {
      preconditionFailure("\(method) got the identity \(identifier), which no item of the snapshot has.")
    }
    return place
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
    record(.replaceSection(section, at: sectionIndex))
  }

  /// Mutates the items of the section at `sectionIndex` in place.
  ///
  /// The closure can change anything, so the snapshot stops recording its edits: applying it diffs
  /// the sections whose items changed. Prefer the methods that say what they change.
  @discardableResult
  public mutating func updateItems<R>(
    inSectionAt sectionIndex: Int, _ body: (inout [Item]) throws -> R
  ) rethrows -> R {
    checkSection(sectionIndex)
    recording = nil
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
    record(.moveItem(from: source, to: destination))
  }

  /// Does `edit`, and records it while the snapshot records its edits.
  private mutating func record(_ edit: SnapshotEdit<Section, Item>) {
    recording?.add(edit)
    perform(edit)
  }

  /// Does `edit` without recording it: how the adapter replays recorded edits on the snapshot it
  /// shows.
  package mutating func perform(_ edit: SnapshotEdit<Section, Item>) {
    switch edit {
    case .insertItems(let newItems, let place):
      items[place.section].insert(contentsOf: newItems, at: place.row)
    case .deleteItems(let paths):
      for path in paths.reversed() { items[path.section].remove(at: path.row) }
    case .moveItem(let source, let destination):
      let moved = items[source.section].remove(at: source.row)
      items[destination.section].insert(moved, at: destination.row)
    case .replaceItem(let item, let place):
      items[place.section][place.row] = item
    case .appendSection(let section, let sectionItems):
      sections.append(section)
      items.append(sectionItems)
    case .deleteSections(let indices):
      for index in indices.reversed() {
        sections.remove(at: index)
        items.remove(at: index)
      }
    case .replaceSection(let section, let index):
      sections[index] = section
    }
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in the section at `sectionIndex`.
  public func numberOfItems(inSection sectionIndex: Int) -> Int {
    checkSection(sectionIndex)
    return items[sectionIndex].count
  }

  /// The number of items in all sections.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// The item at `indexPath`.
  ///
  /// - Precondition: `indexPath` is in the snapshot (``numberOfSections`` and
  ///   ``numberOfItems(inSection:)`` say what it has); otherwise it stops, naming the index path and
  ///   what the snapshot has.
  /// - Complexity: O(1).
  public subscript(indexPath: IndexPath) -> Item {
    get {
      guard let item = item(at: indexPath) else { preconditionFailure(missingItem(indexPath)) }
      return item
    }
    set {
      precondition(item(at: indexPath) != nil, missingItem(indexPath))
      record(.replaceItem(newValue, at: indexPath))
    }
  }

  /// Says that `indexPath` is not an item of the snapshot, and what the snapshot has.
  package func missingItem(_ indexPath: IndexPath) -> String {
    let place = indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.row)]" : "\(indexPath)"
    let sectionCount = "\(sections.count) section\(sections.count == 1 ? "" : "s")"
    guard indexPath.count == 2, items.indices.contains(indexPath.section) else {
      return "The snapshot has no item at \(place): it has \(sectionCount) (0..<\(sections.count))."
    }
    let count = items[indexPath.section].count
    let itemCount = "\(count) item\(count == 1 ? "" : "s")"
    return "The snapshot has no item at \(place): section \(indexPath.section) has \(itemCount) (0..<\(count))."
  }

  /// The item at `indexPath`, or nil when the snapshot has no such index path.
  ///
  /// - Complexity: O(1).
  @inlinable
  package func item(at indexPath: IndexPath) -> Item? {
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
