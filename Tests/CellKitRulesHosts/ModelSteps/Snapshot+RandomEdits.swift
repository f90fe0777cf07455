@_spi(CellKitPlatform) import CellKit
import Foundation

/// The random edits the model runs make to the app's snapshot.
extension Snapshot where Section == Int, Item == Tile {
  /// Every index path the snapshot has, section by section.
  var indexPaths: [IndexPath] {
    items.enumerated().flatMap { s, items in items.indices.map { IndexPath(row: $0, section: s) } }
  }

  /// Deletes up to `limit` items picked at random (the same one may be picked twice).
  mutating func deleteRandomItems(upTo limit: Int, using random: inout SeededRandom) {
    let all = Array(items.joined())
    let doomed = (0..<Int.random(in: 1...limit, using: &random)).compactMap { _ in all.randomElement(using: &random)?.id
    }
    deleteItems(Array(Set(doomed)))
  }

  /// Moves the item at `path` to a random place in a random section.
  mutating func moveItem(at path: IndexPath, toRandomPlaceUsing random: inout SeededRandom) {
    let t = Int.random(in: 0..<numberOfSections, using: &random)
    let limit = items[t].count - (t == path.section ? 1 : 0)
    moveItem(at: path, to: IndexPath(row: Int.random(in: 0...max(0, limit), using: &random), section: t))
  }

  /// Changes the label of about one item in `oneIn`: one more mark, or, with `cycling`, none after
  /// three (taking the item back to its first cell class).
  mutating func changeRandomLabels(oneIn: Int, cycling: Bool, using random: inout SeededRandom) {
    for path in indexPaths where Int.random(in: 0..<oneIn, using: &random) == 0 {
      let label = self[path].label
      self[path].label = cycling && label.count >= 3 ? "" : label + "'"
    }
  }
}

extension Snapshot where Section == Int, Item == Tile {
  /// This snapshot with one section edit picked at random: a section numbered one more than
  /// `newSection`, holding `newItems`, inserted (then `newSection` is its number), one of more than
  /// two removed, or one moved.
  func withRandomSectionEdit(newSection: inout Int, newItems: [Tile], using random: inout SeededRandom) -> Snapshot {
    var sections = Array(zip(self.sections, items))
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      newSection += 1
      sections.insert((newSection, newItems), at: Int.random(in: 0...sections.count, using: &random))
    case 1 where sections.count > 2:
      sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
    default:
      let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
      sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
    }
    return Snapshot(sections)
  }
}

extension ListAdapter where Section == Int, Item == Tile {
  /// Collapses a section picked at random, or expands it if it is collapsed.
  func toggleRandomSection(using random: inout SeededRandom) {
    guard let section = snapshot.sections.randomElement(using: &random) else { return }
    if isCollapsed(section) { expand(section) } else { collapse(section) }
  }
}
