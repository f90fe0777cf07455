import Foundation

extension Snapshot {
  /// An identity that appears more than once, with every place it appears.
  package struct Duplicate: CustomStringConvertible {
    /// `"section"` or `"item"`.
    package let kind: String
    /// The identity, as text.
    package let identity: String
    /// Where it appears: section indexes for sections, index paths for items.
    package let places: [IndexPath]

    init(kind: String, identity: String, places: [IndexPath]) {
      self.kind = kind
      self.identity = identity
      self.places = places
    }

    package var description: String {
      let placesText = places.map { kind == "section" ? "section \($0.section)" : "[\($0.section), \($0.row)]" }
      return "\(kind) identity \(identity) appears \(places.count) times, at \(placesText.joined(separator: ", "))"
    }
  }

  /// The section and item identities that appear more than once.
  ///
  /// - Complexity: O(n) expected.
  package var duplicates: [Duplicate] {
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
