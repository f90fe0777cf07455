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
/// the whole snapshot. ``duplicates`` lists any that are not; an adapter reports them as a
/// ``Diagnostic`` and still shows every item.
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

  /// Replaces the items of the section at `sectionIndex`.
  public mutating func setItems(_ newItems: [Item], inSectionAt sectionIndex: Int) {
    checkSection(sectionIndex)
    items[sectionIndex] = newItems
  }

  /// Mutates the items of the section at `sectionIndex` in place.
  @discardableResult
  public mutating func updateItems<R>(
    inSectionAt sectionIndex: Int, _ body: (inout [Item]) throws -> R
  ) rethrows -> R {
    checkSection(sectionIndex)
    return try body(&items[sectionIndex])
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

extension Snapshot {
  /// An identity that appears more than once, with every place it appears.
  public struct Duplicate: CustomStringConvertible {
    /// `"section"` or `"item"`.
    public let kind: String
    /// The identity, as text.
    public let identity: String
    /// Where it appears: section indexes for sections, index paths for items.
    public let places: [IndexPath]

    @usableFromInline
    init(kind: String, identity: String, places: [IndexPath]) {
      self.kind = kind
      self.identity = identity
      self.places = places
    }

    public var description: String {
      let placesText = places.map { kind == "section" ? "section \($0.section)" : "[\($0.section), \($0.row)]" }
      return "\(kind) identity \(identity) appears \(places.count) times, at \(placesText.joined(separator: ", "))"
    }
  }

  /// The section and item identities that appear more than once.
  ///
  /// - Complexity: O(n) expected.
  @inlinable
  public var duplicates: [Duplicate] {
    var result: [Duplicate] = []
    var sectionPlaces: [Section.DifferenceIdentifier: [IndexPath]] = [:]
    for (s, section) in sections.enumerated() {
      sectionPlaces[section.differenceIdentifier, default: []].append(IndexPath(index: s))
    }
    for (id, places) in sectionPlaces where places.count > 1 {
      result.append(Duplicate(kind: "section", identity: "\(id)", places: places))
    }
    // One cheap pass finds whether any item identity repeats; only then are places collected.
    var seen = Set<Item.DifferenceIdentifier>(minimumCapacity: numberOfItems)
    var repeatedIDs = Set<Item.DifferenceIdentifier>()
    for sectionItems in items {
      for item in sectionItems where !seen.insert(item.differenceIdentifier).inserted {
        repeatedIDs.insert(item.differenceIdentifier)
      }
    }
    if !repeatedIDs.isEmpty {
      var places: [Item.DifferenceIdentifier: [IndexPath]] = [:]
      for (s, sectionItems) in items.enumerated() {
        for (p, item) in sectionItems.enumerated() where repeatedIDs.contains(item.differenceIdentifier) {
          places[item.differenceIdentifier, default: []].append(IndexPath(row: p, section: s))
        }
      }
      for (id, itemPlaces) in places {
        result.append(Duplicate(kind: "item", identity: "\(id)", places: itemPlaces))
      }
    }
    return result.sorted { $0.places[0].lexicographicallyPrecedes($1.places[0]) }
  }
}
