@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("The adapter on a GTK list view's rules, through FlatTable, model-based")
struct GTKRulesModelTests {
  /// ``RulesModel/gtk(seed:steps:)``: the adapter under the platform's rules while the user and
  /// the app's callbacks change the list.
  @Test(
    "Seeded steps on GTK's rules: rows show the model, taps name what their cells show", arguments: modelSeeds(20))
  func steps(seed: UInt64) async {
    let run = await RulesModel.gtk(seed: seed, steps: RulesModel.stepsPerSeed)
    for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
  }

  @Test("Prefetching follows the rows in view, ahead in the direction of scrolling, skipping headers")
  func prefetching() {
    let view = GTKRulesView()
    let list = ListAdapter<Int, Tile>(driving: view.table)
    list.addCell(
      TapCell.self, when: { _ in true }, dequeue: { _ in TapCell() },
      configure: { cell, tile, _ in cell.text = "\(tile.id)" })
    list.headerTitle { section, _ in "S\(section)" }
    var prefetched: [Int] = []
    var cancelled: [Int] = []
    list.prefetch(distance: 4) { tiles in
      prefetched += tiles.map(\.id)
    } cancel: { tiles in
      cancelled += tiles.map(\.id)
    }
    list.apply(
      Snapshot([(0, (1...10).map { Tile(id: $0) }), (1, (11...20).map { Tile(id: $0) })]), animatingDifferences: false)

    // Rows 0–7 are in view: S0's header and items 1–7. Ahead: items 8, 9, 10, then 11 past S1's header.
    view.table.visibleRowsDidChange()
    #expect(prefetched == [8, 9, 10, 11])
    // Scrolled down by 6 rows: 6–13 in view (items 6–10, S1's header, 11, 12); ahead 13–16.
    view.scrollOffset = 6
    prefetched.removeAll()
    view.table.visibleRowsDidChange()
    #expect(prefetched == [13, 14, 15, 16])
    #expect(cancelled.isEmpty)
    // Back up to the top: nothing is above; what was prefetched below, shown or not, is let go.
    view.scrollOffset = 0
    prefetched.removeAll()
    view.table.visibleRowsDidChange()
    #expect(Set(cancelled) == [8, 9, 10, 11, 13, 14, 15, 16])
    #expect(prefetched.isEmpty)

    // A prefetched item deleted is no longer prefetched: scrolling away does not cancel it.
    view.scrollOffset = 6
    view.table.visibleRowsDidChange()
    var snapshot = list.snapshot
    snapshot.deleteItems([15])
    list.apply(snapshot)
    cancelled.removeAll()
    view.scrollOffset = 0
    view.table.visibleRowsDidChange()
    #expect(!cancelled.contains(15))
  }
}
