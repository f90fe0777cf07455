@_spi(CellKitPlatform) import CellKit
import Foundation

/// The app's side of a model run, the same against a rules host on Linux and a real view on a Mac
/// or the iOS Simulator: seeded steps that change a list through its API (snapshots of every kind
/// of edit, collapsing, filtering, selecting), and the rows a host must show after each.
///
/// A run takes its host's own user steps (taps, clicks, drags, leaving the window) between these,
/// with ``random`` as their source, so one seed makes one sequence. This folder's files are linked
/// into the device suites (`Tests/CellKitUIKitTests`, `Tests/CellKitAppKitTests`): when a rules
/// host and a real view disagree on a step, the rules host is wrong.
@MainActor
package struct ModelSteps {
  /// The source of every choice of the run, the host's user steps' included.
  package var random: SeededRandom
  /// The filter the steps have set on the list, if any.
  package private(set) var filter = DigitFilter()
  /// Whether a label's third change takes it back to none, so that a row goes back to the cell
  /// class of an unchanged item.
  private let cyclesLabels: Bool
  private var lastID = 0
  private var lastSection = 100

  /// Steps made by `seed`.
  ///
  /// - Parameter cyclesLabels: whether a third change of a label takes it back to none.
  package init(seed: UInt64, cyclesLabels: Bool = false) {
    random = SeededRandom(seed: seed)
    self.cyclesLabels = cyclesLabels
  }

  /// `count` new tiles, of identities no step has used.
  package mutating func tiles(_ count: Int) -> [Tile] {
    (0..<count).map { _ in
      lastID += 1
      return Tile(id: lastID)
    }
  }

  /// A first snapshot: `sections` (numbered from 0 by `stride`), each of `rows` new tiles.
  package mutating func firstSnapshot(sections: Int = 4, rows: Int = 5, stride: Int = 1) -> Snapshot<Int, Tile> {
    Snapshot((0..<sections).map { ($0 * stride, tiles(rows)) })
  }

  /// Takes one of the app's steps on `list`, picked at random, and says which.
  ///
  /// The steps: items inserted, deleted, moved or changed; a section inserted, removed or moved;
  /// a section collapsed or expanded; the filter set, narrowed or removed; an item selected or
  /// deselected.
  @discardableResult
  package mutating func appStep(_ list: ListAdapter<Int, Tile>) -> String {
    var snapshot = list.snapshot
    switch Int.random(in: 0..<9, using: &random) {
    case 0, 1:
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        let row = Int.random(in: 0...snapshot.items[s].count, using: &random)
        snapshot.insertItems(tiles(1), at: IndexPath(item: row, section: s))
      }
      list.apply(snapshot)
      return "insert"
    case 2:
      snapshot.deleteRandomItems(upTo: 3, using: &random)
      list.apply(snapshot)
      return "delete"
    case 3:
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        guard let path = snapshot.indexPaths.randomElement(using: &random) else { break }
        snapshot.moveItem(at: path, toRandomPlaceUsing: &random)
      }
      list.apply(snapshot)
      return "move"
    case 4:
      snapshot.changeRandomLabels(oneIn: 6, cycling: cyclesLabels, using: &random)
      list.apply(snapshot)
      return "change"
    case 5:
      let fresh = tiles(Int.random(in: 0...4, using: &random))
      list.apply(snapshot.withRandomSectionEdit(newSection: &lastSection, newItems: fresh, using: &random))
      return "section edit"
    case 6:
      list.toggleRandomSection(using: &random)
      return "collapse or expand"
    case 7:
      filter.step(list, random: &random)
      return "filter"
    default:
      guard let tile = snapshot.items.joined().randomElement(using: &random) else { return "select nothing" }
      if list.selectedItems.contains(tile) { list.deselect(tile) } else { list.select(tile) }
      return "select or deselect"
    }
  }

  /// The items a host shows now, section by section: the snapshot's, without those of collapsed
  /// sections or those the filter hides.
  package func shownItems(of list: ListAdapter<Int, Tile>) -> [[Tile]] {
    list.snapshot.sections.enumerated().map { s, section in
      list.isCollapsed(section) ? [] : list.snapshot.items[s].filter(filter.accepts)
    }
  }
}
