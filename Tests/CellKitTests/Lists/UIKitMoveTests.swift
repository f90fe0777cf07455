@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("Drag to reorder under UIKit's rules")
struct UIKitMoveTests {
  /// An adapter over a UIKit-rules host, two sections of four tiles, several selections allowed.
  func makeList() -> (UIKitRulesHost, ListAdapter<Int, Tile>) {
    let host = UIKitRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsMultipleSelection = true
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) }), (1, (5...8).map { Tile(id: $0) })]))
    return (host, list)
  }

  func identities(_ list: ListAdapter<Int, Tile>) -> [[AnyHashable]] {
    list.snapshot.items.map { $0.map { AnyHashable($0.id) } }
  }

  func selectedIndexPaths(_ list: ListAdapter<Int, Tile>) -> Set<IndexPath> {
    let ids = Set(list.selectedItems.map(\.id))
    var result = Set<IndexPath>()
    for (s, items) in list.snapshot.items.enumerated() {
      for (row, item) in items.enumerated() where ids.contains(item.id) {
        result.insert(IndexPath(row: row, section: s))
      }
    }
    return result
  }

  @Test("A refused drag moves the row back, with no reload, and the table still shows the selection")
  func refusedMoveGoesBack() async {
    let (host, list) = makeList()
    list.onMove { _, _, _ in false }
    host.userSelects(IndexPath(row: 1, section: 0))
    host.userSelects(IndexPath(row: 2, section: 1))
    let reloads = host.reloads
    host.userMoves(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    await nextTurn()
    #expect(host.rows == identities(list))
    #expect(host.reloads == reloads, "a refused move is put back with a move, not a reload")
    #expect(host.shownSelection == selectedIndexPaths(list))
    #expect(host.shownSelection.count == 2)
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test("A drag that ends where it started changes nothing")
  func noOpMove() async {
    let (host, list) = makeList()
    var calls = 0
    list.onMove { _, _, _ in
      calls += 1
      return true
    }
    let (reloads, batches) = (host.reloads, host.batches)
    host.userMoves(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 2, section: 0))
    await nextTurn()
    #expect(calls == 0)
    #expect(host.reloads == reloads && host.batches == batches)
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test("What an accepted drag's handler applies is shown after the table's move, never during it")
  func acceptedMoveShowsLater() async {
    let (host, list) = makeList()
    list.onMove { [unowned list] tile, source, destination in
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      snapshot[destination].label = "moved"
      snapshot.insertItems([Tile(id: 99)], at: IndexPath(row: 0, section: 0))
      list.apply(snapshot)
      return true
    }
    host.userMoves(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(host.violations.isEmpty, "\(host.violations)")
    await nextTurn()
    #expect(host.rows == identities(list))
    #expect(host.rows == [[99, 1, 2, 3], [4, 5, 6, 7, 8]])
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test(
    "Seeded drags, accepted or refused, with snapshots and selections between: the table shows the model",
    arguments: 1...3)
  func randomDrags(seed: UInt64) async {
    let (host, list) = makeList()
    var random = SeededRandom(seed: seed)
    final class Decision {
      var accept = true
      var extra = false
      var nextID = 100
    }
    let decision = Decision()
    list.onMove { [unowned list] _, source, destination in
      guard decision.accept else { return false }
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      if decision.extra {
        decision.nextID += 1
        snapshot.insertItems([Tile(id: decision.nextID)], at: IndexPath(row: 0, section: destination.section))
      }
      list.apply(snapshot)
      return true
    }
    for step in 0..<1_000 {
      let rows = list.snapshot.items.enumerated().flatMap { s, items in
        items.indices.map { IndexPath(row: $0, section: s) }
      }
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !rows.isEmpty, 1 where !rows.isEmpty:
        let source = rows.randomElement(using: &random)!
        let section = Int.random(in: 0..<list.snapshot.numberOfSections, using: &random)
        let limit = list.snapshot.items[section].count - (section == source.section ? 1 : 0)
        decision.accept = Bool.random(using: &random)
        decision.extra = Int.random(in: 0..<4, using: &random) == 0
        host.userMoves(from: source, to: IndexPath(row: Int.random(in: 0...limit, using: &random), section: section))
      case 2 where !rows.isEmpty:
        host.userSelects(rows.randomElement(using: &random)!)
      case 3:
        var snapshot = list.snapshot
        let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        if let doomed = snapshot.items[section].randomElement(using: &random), snapshot.items.joined().count > 4 {
          snapshot.deleteItems([doomed.id])
        } else {
          decision.nextID += 1
          snapshot.insertItems([Tile(id: decision.nextID)], at: IndexPath(row: 0, section: section))
        }
        list.apply(snapshot)
      default:
        break
      }
      await nextTurn()
      #expect(host.violations.isEmpty, "seed \(seed), step \(step): \(host.violations)")
      #expect(host.rows == identities(list), "seed \(seed), step \(step)")
      #expect(host.shownSelection == selectedIndexPaths(list), "seed \(seed), step \(step)")
      if !host.violations.isEmpty { break }
    }
  }
}
