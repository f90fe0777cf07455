import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Recorded snapshot edits")
struct RecordedEditsTests {
  /// Checks that every visible row shows, and routes, the item the snapshot has there.
  func expectRowsMatch(_ screen: YoutuberScreen, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    _ = screen.pilot.screen
    #expect(screen.table.numberOfSections == screen.list.snapshot.numberOfSections, comment)
    for indexPath in screen.table.indexPathsForVisibleRows {
      let cell = try #require(screen.table.cellForRow(at: indexPath) as? YoutuberCell)
      #expect(cell.name.text == screen.list.snapshot[indexPath].name, comment, sourceLocation: sourceLocation)
      cell.subscribe.activate()
      #expect(screen.routed.last?.indexPath == indexPath, comment, sourceLocation: sourceLocation)
    }
  }

  @Test("Recorded edits are shown without a diff, one batch each, and the rows match the snapshot", arguments: 1...12)
  func randomEdits(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let screen = YoutuberScreen(youtuberSnapshot(sections: 3, rowsPerSection: 8), size: Size(width: 60, height: 18))
    var nextID = 1000
    for step in 0..<60 {
      var snapshot = screen.list.snapshot
      for _ in 0..<Int.random(in: 1...4, using: &random) { edit(&snapshot, &random, &nextID) }
      let recorded = screen.list.recordedApplies
      screen.list.apply(snapshot)
      #expect(screen.list.recordedApplies == recorded + 1, "seed \(seed), step \(step): the edits were diffed")
      screen.table.setContentOffset(Int.random(in: 0...30, using: &random))
      try expectRowsMatch(screen, "seed \(seed), step \(step)")
    }
  }

  /// One random edit through a recording method.
  func edit(_ snapshot: inout Snapshot<String, Youtuber>, _ random: inout SeededRandom, _ nextID: inout Int) {
    let ids = snapshot.items.flatMap { $0.map(\.id) }
    let filled = snapshot.items.indices.filter { !snapshot.items[$0].isEmpty }
    nextID += 1
    let fresh = Youtuber(id: nextID, name: "New \(nextID)")
    switch Int.random(in: 0..<11, using: &random) {
    case 0 where !ids.isEmpty: snapshot.insertItems([fresh], beforeItem: ids.randomElement(using: &random)!)
    case 1 where !ids.isEmpty: snapshot.insertItems([fresh], afterItem: ids.randomElement(using: &random)!)
    case 2 where !ids.isEmpty: snapshot.deleteItems([ids.randomElement(using: &random)!])
    case 3 where !filled.isEmpty:
      let s = filled.randomElement(using: &random)!
      let source = IndexPath(row: Int.random(in: 0..<snapshot.numberOfItems(inSection: s), using: &random), section: s)
      let t = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let room = snapshot.numberOfItems(inSection: t) - (t == s ? 1 : 0)
      snapshot.moveItem(at: source, to: IndexPath(row: Int.random(in: 0...room, using: &random), section: t))
    case 4 where !filled.isEmpty:
      snapshot[IndexPath(row: 0, section: filled.randomElement(using: &random)!)].name += "!"
    case 5 where snapshot.numberOfSections > 0:
      snapshot.appendItems([fresh], toSectionAt: Int.random(in: 0..<snapshot.numberOfSections, using: &random))
    case 6: snapshot.appendSection("Section \(nextID)", items: [fresh])
    case 7 where snapshot.numberOfSections > 1:
      snapshot.deleteSections([snapshot.sections.randomElement(using: &random)!])
    case 8 where filled.count > 1:
      let paths = filled.prefix(2).map { IndexPath(row: snapshot.numberOfItems(inSection: $0) - 1, section: $0) }
      snapshot.deleteItems(at: paths)
    case 9 where snapshot.numberOfSections > 0:
      let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      snapshot.updateSection(at: s, to: Bool.random(using: &random) ? snapshot.sections[s] : "Renamed \(nextID)")
    case 10 where !filled.isEmpty:
      snapshot[IndexPath(row: 0, section: filled.randomElement(using: &random)!)] = fresh
    default:
      snapshot.appendSection("Section \(nextID)", items: [fresh])
    }
  }

  @Test("An edit inside updateItems, or an edit of a stale snapshot, is diffed, and still shown right")
  func diffedWhenNotReplayable() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 5))
    let recorded = screen.list.recordedApplies
    let stale = screen.list.snapshot
    var current = screen.list.snapshot
    current.updateItems(inSectionAt: 1) { $0.reverse() }
    screen.list.apply(current)
    try expectRowsMatch(screen, "updateItems")

    var edited = stale
    edited.insertItems([Youtuber(id: 91, name: "Ninety-one")], at: IndexPath(row: 1, section: 1))
    screen.list.apply(edited)
    try expectRowsMatch(screen, "an edit of a stale snapshot")
    #expect(screen.list.recordedApplies == recorded, "none of them could be replayed")
    #expect(screen.pilot.find("Ninety-one") != nil)
  }

  @Test("While a filter hides rows, edits are diffed; once it is cleared, they are replayed again")
  func filtering() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 5))
    screen.list.filter = { $0.id % 2 == 0 }
    var snapshot = screen.list.snapshot
    snapshot[IndexPath(row: 1, section: 0)].name = "Renamed"
    let recorded = screen.list.recordedApplies
    screen.list.apply(snapshot)
    #expect(screen.list.recordedApplies == recorded)
    #expect(screen.pilot.find("Renamed") != nil)
    screen.list.filter = nil
    var again = screen.list.snapshot
    again.insertItems([Youtuber(id: 77, name: "Seventy-seven")], afterItem: 1)
    screen.list.apply(again)
    #expect(screen.list.recordedApplies == recorded + 1)
    try expectRowsMatch(screen, "after the filter")
  }

  @Test("Replacing an item with another identity is a delete and an insert: selection and counts follow")
  func replacedIdentity() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 4))
    let first = screen.list.snapshot[IndexPath(row: 0, section: 0)]
    screen.list.select(first)
    var snapshot = screen.list.snapshot
    snapshot[IndexPath(row: 0, section: 0)] = Youtuber(id: 500, name: "Replacement")
    screen.list.apply(snapshot)
    #expect(!screen.list.isSelected(first), "the replaced item left the selection")
    #expect(screen.list.selectedItems.isEmpty)
    try expectRowsMatch(screen, "replaced")
  }
}
