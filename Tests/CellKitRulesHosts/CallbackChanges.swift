@_spi(CellKitPlatform) import CellKit
import CellKitTerminal
import Foundation

/// App code that changes the list from inside the list's own work: called from configure and
/// title closures, selection and move handlers, it inserts, deletes or moves an item, collapses or
/// expands a section, selects or deselects, or configures the visible cells again, at random, at
/// most twice a step. The rules-host model tests call it at every callback of theirs, so each
/// platform's rules are checked while app code changes the list in the middle of an update.
@MainActor
package final class CallbackChanges {
  private var random: SeededRandom
  private var nextID: Int
  private var budget = 0
  /// What the callbacks changed, step by step, for a failure's message.
  package private(set) var log: [String] = []
  /// How many changes the callbacks made.
  package private(set) var made = 0
  package weak var list: ListAdapter<Int, Tile>?

  /// Changes seeded by `seed`, inserting items from `firstID` on.
  package init(seed: UInt64, firstID: Int = 1_000_000) {
    random = SeededRandom(seed: seed &+ 0x5EED)
    nextID = firstID
  }

  /// Lets the callbacks make up to two changes while `step` runs and the work it left for later is
  /// run on `scheduler`; none while the step is checked.
  package func step(_ number: Int, scheduler: ManualScheduler, _ body: () async -> Void) async {
    budget = 2
    log.append("step \(number)")
    await body()
    scheduler.runReady()
    budget = 0
    scheduler.runReady()
  }

  /// The last changes made, for a failure's message.
  package var recent: String { log.suffix(6).joined(separator: "; ") }

  /// Makes a change from `callback`, at random, while the step allows one.
  package func maybeChange(from callback: String) {
    guard budget > 0, let list, Int.random(in: 0..<4, using: &random) == 0 else { return }
    budget -= 1
    made += 1
    var snapshot = list.snapshot
    let items = Array(snapshot.items.joined())
    let change: String
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      nextID += 1
      snapshot.insertItems([Tile(id: nextID)], at: IndexPath(row: 0, section: s))
      change = "insert \(nextID)"
    case 1 where !items.isEmpty:
      let tile = items[Int.random(in: 0..<items.count, using: &random)]
      snapshot.deleteItems([tile.id])
      change = "delete \(tile.id)"
    case 2 where items.count > 1:
      let tile = items[Int.random(in: 0..<items.count, using: &random)]
      snapshot.deleteItems([tile.id])
      snapshot.insertItems([tile], at: IndexPath(row: 0, section: snapshot.numberOfSections - 1))
      change = "move \(tile.id)"
    case 3:
      let section = snapshot.sections[Int.random(in: 0..<snapshot.numberOfSections, using: &random)]
      if list.isCollapsed(section) { list.expand(section) } else { list.collapse(section) }
      log.append("  from \(callback): collapse or expand \(section)")
      return
    case 4 where !items.isEmpty:
      let tile = items[Int.random(in: 0..<items.count, using: &random)]
      if list.selectedItems.contains(tile) { list.deselect(tile) } else { list.select(tile) }
      log.append("  from \(callback): select or deselect \(tile.id)")
      return
    default:
      list.reconfigureVisibleCells()
      log.append("  from \(callback): reconfigure")
      return
    }
    let animates = Int.random(in: 0..<3, using: &random) > 0
    list.apply(snapshot, animatingDifferences: animates)
    log.append("  from \(callback): \(change)\(animates ? "" : " (not animated)")")
  }
}
