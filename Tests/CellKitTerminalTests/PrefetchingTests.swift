import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Prefetching")
struct PrefetchingTests {
  /// What the model was told, and the items it holds as prefetched (told, not cancelled, not shown).
  @MainActor
  final class Model {
    var log: [String] = []
    var outstanding = Set<Int>()
    var problems: [String] = []

    func prefetch(_ items: [Youtuber]) {
      log.append("prefetch " + items.map { "\($0.id)" }.joined(separator: ","))
      for item in items where !outstanding.insert(item.id).inserted {
        problems.append("\(item.id) prefetched twice")
      }
    }

    func cancel(_ items: [Youtuber]) {
      log.append("cancel " + items.map { "\($0.id)" }.joined(separator: ","))
      for item in items where outstanding.remove(item.id) == nil {
        problems.append("\(item.id) cancelled without being prefetched")
      }
    }
  }

  func screen(rows: Int, distance: Int, height: Int = 6) -> (YoutuberScreen, Model) {
    var snapshot = Snapshot<String, Youtuber>()
    snapshot.appendSection("all", items: (0..<rows).map { Youtuber(id: $0, name: "row \($0)") })
    let screen = YoutuberScreen(snapshot, size: Size(width: 40, height: height))
    let model = Model()
    screen.list.prefetch(distance: distance, owner: model) { model, items in
      model.prefetch(items)
    } cancel: { model, items in
      model.cancel(items)
    }
    return (screen, model)
  }

  func visibleIDs(_ screen: YoutuberScreen) -> Set<Int> {
    Set(screen.table.indexPathsForVisibleRows.map { screen.list.snapshot[$0].id })
  }

  @Test("The rows past the visible ones are prefetched; scrolling on prefetches further; a jump cancels every one")
  func scrolling() {
    let (screen, model) = screen(rows: 100, distance: 4)
    screen.pilot.application.setNeedsDisplay()  // the screen was drawn before prefetching was declared
    _ = screen.pilot.screen
    #expect(model.log == ["prefetch 5,6,7,8"])
    screen.table.scroll(by: 3)
    _ = screen.pilot.screen
    #expect(model.log.last == "prefetch 9,10,11")
    screen.pilot.press(.end)
    #expect(model.log.last == "cancel 5,6,7,8,9,10,11", "prefetched rows that showed and scrolled away too")
    #expect(model.problems.isEmpty)
  }

  @Test("A prefetched row the filter hides is cancelled, and prefetched once again when it shows again")
  func hiddenByTheFilter() {
    let (screen, model) = screen(rows: 100, distance: 4)
    screen.pilot.application.setNeedsDisplay()
    _ = screen.pilot.screen
    #expect(model.log == ["prefetch 5,6,7,8"])
    screen.list.filter = { $0.id != 6 }
    _ = screen.pilot.screen
    #expect(model.log.contains("cancel 6"), "\(model.log)")
    screen.list.filter = nil
    _ = screen.pilot.screen
    #expect(model.problems.isEmpty, "\(model.problems)")
    #expect(model.outstanding.contains(6) || !model.log.contains("prefetch 6"))
  }

  @Test("Moving the list to a grid cancels what the table prefetched; the grid prefetches for itself")
  func movedToAGrid() {
    let (screen, model) = screen(rows: 100, distance: 4)
    screen.pilot.application.setNeedsDisplay()
    _ = screen.pilot.screen
    let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
    screen.list.attach(to: grid)
    #expect(model.outstanding.isEmpty, "\(model.log)")
    screen.list.attach(to: screen.table)
    screen.pilot.application.setNeedsDisplay()
    _ = screen.pilot.screen
    #expect(model.problems.isEmpty, "\(model.problems)")
  }

  @Test("Scrolling up prefetches the rows above")
  func scrollingUp() {
    let (screen, model) = screen(rows: 100, distance: 3)
    screen.table.setContentOffset(50)
    _ = screen.pilot.screen
    model.log.removeAll()
    screen.table.scroll(by: -1)
    _ = screen.pilot.screen
    #expect(model.log == ["cancel 55,56,57", "prefetch 47,46,45"], "rows 48 to 53 show, under the header")
  }

  @Test("Once the owner is gone the model is told nothing")
  func ownerGone() {
    var snapshot = Snapshot<String, Youtuber>()
    snapshot.appendSection("all", items: (0..<50).map { Youtuber(id: $0, name: "row \($0)") })
    let screen = YoutuberScreen(snapshot, size: Size(width: 40, height: 6))
    let log = Log()
    do {
      let owner = Model()
      screen.list.prefetch(distance: 2, owner: owner) { _, items in
        log.lines.append("\(items.count)")
      } cancel: { _, _ in
      }
    }
    _ = screen.pilot.screen
    #expect(log.lines.isEmpty)
  }

  @MainActor
  final class Log {
    var lines: [String] = []
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(10) }

  @Test(
    "Random scrolls and snapshots: each item is prefetched once until cancelled, and only while on screen or ahead",
    arguments: seeds)
  func randomScrolls(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let distance = 6
    let (screen, model) = screen(rows: 1000, distance: distance, height: 10)
    var nextID = 5000
    for step in 0..<300 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: screen.table.scroll(by: Int.random(in: -30...30, using: &random))
      case 1: screen.pilot.press([Key.pageDown, .pageUp, .home, .end, .down, .up].randomElement(using: &random)!)
      case 2:
        screen.pilot.send(
          .mouse(MouseEvent(Bool.random(using: &random) ? .wheelDown : .wheelUp, at: Point(x: 5, y: 3))))
      default:
        var snapshot = screen.list.snapshot
        let top = screen.table.indexPathsForVisibleRows.first?.row ?? 0
        snapshot.updateItems(inSectionAt: 0) { items in
          nextID += 1
          items.insert(
            Youtuber(id: nextID, name: "new"), at: min(items.count, top + Int.random(in: 0...20, using: &random)))
          items.remove(at: min(items.count - 1, top + Int.random(in: 0...20, using: &random)))
        }
        screen.list.apply(snapshot)
      }
      _ = screen.pilot.screen
      let ids = Set(screen.list.snapshot.items.joined().map(\.id))
      model.outstanding.formIntersection(ids)  // deleted items need no cancel
      #expect(model.problems.isEmpty, "seed \(seed), step \(step): \(model.problems)")
      let rows = screen.table.indexPathsForVisibleRows.map(\.row)
      let items = screen.list.snapshot.items[0]
      let near = Set(
        items[max(0, (rows.min() ?? 0) - distance)..<min(items.count, (rows.max() ?? 0) + distance + 1)].map(\.id))
      #expect(model.outstanding.isSubset(of: near), "seed \(seed), step \(step): prefetched rows far off screen")
      model.problems.removeAll()
    }
  }
}
