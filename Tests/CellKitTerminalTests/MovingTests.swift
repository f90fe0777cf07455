import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Moving rows")
struct MovingTests {
  /// A screen whose move handler applies each move to the list, recording it.
  func movableScreen(sections: Int = 2, rows: Int = 3, height: Int = 12) -> (YoutuberScreen, Moves) {
    let screen = YoutuberScreen(
      youtuberSnapshot(sections: sections, rowsPerSection: rows), size: Size(width: 50, height: height))
    let moves = Moves()
    screen.list.onMove { [unowned screen] item, source, destination in
      moves.log.append("\(item.name) \(source.section)-\(source.row) → \(destination.section)-\(destination.row)")
      guard moves.accept else { return false }
      var snapshot = screen.list.snapshot
      snapshot.moveItem(at: source, to: destination)
      screen.list.apply(snapshot)
      return true
    }
    return (screen, moves)
  }

  final class Moves {
    var log: [String] = []
    var accept = true
  }

  func names(_ screen: YoutuberScreen) -> [[String]] { screen.list.snapshot.items.map { $0.map(\.name) } }

  func focusedName(_ screen: YoutuberScreen) -> String? {
    screen.table.focusedIndexPath.map { screen.list.snapshot[$0].name }
  }

  @Test("Alt+Up from a section's top into a collapsed section lands at its end, as it does expanded")
  func altUpIntoCollapsed() {
    for collapsed in [false, true] {
      let (screen, moves) = movableScreen(sections: 2, rows: 3)
      screen.list.allowsCollapsingSections = true
      if collapsed { screen.list.collapse("Section 0") }
      screen.table.focusRow(at: IndexPath(row: 0, section: 1))
      screen.pilot.press(.up, modifiers: .alt)
      #expect(moves.log == ["Youtuber 1-0 1-0 → 0-3"], "collapsed: \(collapsed)")
      #expect(names(screen)[0] == ["Youtuber 0-0", "Youtuber 0-1", "Youtuber 0-2", "Youtuber 1-0"])
    }
  }

  @Test("Alt+Down and Alt+Up move the focused row, across sections at their edges; the focus follows")
  func keyboardMoves() {
    let (screen, moves) = movableScreen()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.down, modifiers: .alt)
    screen.pilot.press(.down, modifiers: .alt)
    #expect(
      names(screen) == [
        ["Youtuber 0-0", "Youtuber 0-2"], ["Youtuber 0-1", "Youtuber 1-0", "Youtuber 1-1", "Youtuber 1-2"],
      ])
    #expect(focusedName(screen) == "Youtuber 0-1")
    screen.pilot.press(.up, modifiers: .alt)
    #expect(
      names(screen) == [
        ["Youtuber 0-0", "Youtuber 0-2", "Youtuber 0-1"], ["Youtuber 1-0", "Youtuber 1-1", "Youtuber 1-2"],
      ])
    #expect(focusedName(screen) == "Youtuber 0-1")
    #expect(moves.log == ["Youtuber 0-1 0-1 → 0-2", "Youtuber 0-1 0-2 → 1-0", "Youtuber 0-1 1-0 → 0-2"])
    screen.pilot.expectScreen([
      " Section 0",
      "  Youtuber 0-0                 [ Subscribe ] [off]",
      "  Youtuber 0-2                 [ Subscribe ] [off]",
      "› Youtuber 0-1                 [ Subscribe ] [off]",
      " Section 1",
      "  Youtuber 1-0                 [ Subscribe ] [off]",
      "  Youtuber 1-1                 [ Subscribe ] [off]",
      "  Youtuber 1-2                 [ Subscribe ] [off]",
    ])
  }

  @Test("A refused move changes nothing; the first row cannot move up, nor the last down")
  func refusedMoves() {
    let (screen, moves) = movableScreen()
    moves.accept = false
    let before = names(screen)
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.down, modifiers: .alt)
    #expect(names(screen) == before)
    #expect(focusedName(screen) == "Youtuber 0-1")
    moves.accept = true
    moves.log = []
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.up, modifiers: .alt)
    screen.table.focusRow(at: IndexPath(row: 2, section: 1))
    screen.pilot.press(.down, modifiers: .alt)
    #expect(moves.log.isEmpty)
    #expect(names(screen) == before)
  }

  @Test("Without a move handler, Alt+Up and Alt+Down move nothing")
  func noHandler() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 50, height: 8))
    let before = names(screen)
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.down, modifiers: .alt)
    #expect(names(screen) == before)
  }

  @Test("Dragging a row with the mouse drops it on the row where the button is released")
  func mouseDrag() throws {
    let (screen, moves) = movableScreen()
    let from = try #require(screen.pilot.find("Youtuber 0-0"))
    let to = try #require(screen.pilot.find("Youtuber 1-1"))
    screen.pilot.send(.mouse(MouseEvent(.press, at: from)))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: from.x, y: from.y + 1))))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: to)))
    screen.pilot.send(.mouse(MouseEvent(.release, at: to)))
    #expect(moves.log == ["Youtuber 0-0 0-0 → 1-2"])
    #expect(
      names(screen) == [
        ["Youtuber 0-1", "Youtuber 0-2"], ["Youtuber 1-0", "Youtuber 1-1", "Youtuber 0-0", "Youtuber 1-2"],
      ])
    #expect(focusedName(screen) == "Youtuber 0-0")
    #expect(screen.pilot.find("Youtuber 0-0")?.y == to.y, "the row lands on the line it was released on")
  }

  @Test("A drag lands the row on the line where the button is released, down or up, within or across sections")
  func dragLandsOnTheReleaseLine() throws {
    let cases = [
      ("Youtuber 0-0", "Youtuber 0-2"), ("Youtuber 0-2", "Youtuber 0-0"), ("Youtuber 0-1", "Youtuber 1-0"),
      ("Youtuber 0-2", "Youtuber 1-2"), ("Youtuber 1-0", "Youtuber 0-0"), ("Youtuber 1-2", "Youtuber 0-2"),
    ]
    for (dragged, target) in cases {
      let (screen, _) = movableScreen()
      let from = try #require(screen.pilot.find(dragged))
      let to = try #require(screen.pilot.find(target))
      screen.pilot.send(.mouse(MouseEvent(.press, at: from)))
      screen.pilot.send(.mouse(MouseEvent(.drag, at: to)))
      screen.pilot.send(.mouse(MouseEvent(.release, at: to)))
      #expect(screen.pilot.find(dragged)?.y == to.y, "\(dragged) onto \(target):\n\(screen.pilot.screenText)")
    }
  }

  @Test(
    "A press and a release with no drag between select the pressed item, wherever updates moved it, and move nothing")
  func clickAfterAnInsertMovesNothing() throws {
    let (screen, moves) = movableScreen()
    let at = try #require(screen.pilot.find("Youtuber 0-1"))
    screen.pilot.send(.mouse(MouseEvent(.press, at: at)))
    var snapshot = screen.list.snapshot
    snapshot.insertItems([100, 101].map { Youtuber(id: $0, name: "New \($0)") }, at: IndexPath(row: 0, section: 0))
    screen.list.apply(snapshot)
    let before = names(screen)
    screen.pilot.send(.mouse(MouseEvent(.release, at: at)))
    #expect(moves.log.isEmpty)
    #expect(names(screen) == before)
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1"])
    #expect(focusedName(screen) == "Youtuber 0-1")
  }

  @Test("A drag moves the row it grabbed, through updates made while the button is down")
  func dragFollowsUpdates() throws {
    let (screen, moves) = movableScreen()
    let from = try #require(screen.pilot.find("Youtuber 0-1"))
    screen.pilot.send(.mouse(MouseEvent(.press, at: from)))
    var snapshot = screen.list.snapshot
    snapshot.insertItems([Youtuber(id: 100, name: "Newcomer")], at: IndexPath(row: 0, section: 0))
    screen.list.apply(snapshot)
    let to = try #require(screen.pilot.find("Youtuber 1-1"))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: to)))
    screen.pilot.send(.mouse(MouseEvent(.release, at: to)))
    #expect(moves.log == ["Youtuber 0-1 0-2 → 1-2"], "the grabbed row moves, not the one now under its old place")
    #expect(names(screen)[1] == ["Youtuber 1-0", "Youtuber 1-1", "Youtuber 0-1", "Youtuber 1-2"])
  }

  @Test("A drag whose row is deleted, or whose table reloads, while the button is down moves nothing")
  func dragOfDeletedRow() throws {
    for reload in [false, true] {
      let (screen, moves) = movableScreen()
      let from = try #require(screen.pilot.find("Youtuber 0-1"))
      screen.pilot.send(.mouse(MouseEvent(.press, at: from)))
      var snapshot = screen.list.snapshot
      if reload {
        snapshot[IndexPath(row: 0, section: 0)].name = "Renamed"
      } else {
        snapshot.deleteItems([2])
      }
      screen.list.apply(snapshot, animatingDifferences: !reload)
      let before = names(screen)
      let to = try #require(screen.pilot.find("Youtuber 1-1"))
      screen.pilot.send(.mouse(MouseEvent(.drag, at: to)))
      screen.pilot.send(.mouse(MouseEvent(.release, at: to)))
      #expect(moves.log.isEmpty, "reload: \(reload)")
      #expect(names(screen) == before)
      #expect(screen.list.selectedItems.isEmpty)
    }
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(10) }

  @Test("Random keyboard moves keep the screen, the focus and the selection on the model's items", arguments: seeds)
  func randomMoves(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (screen, _) = movableScreen(sections: 3, rows: 4, height: 10)
    screen.list.allowsMultipleSelection = true
    for indexPath in [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 2)] {
      screen.table.selectRow(at: indexPath)
    }
    let selected = Set(screen.list.selectedItems.map(\.id))
    var model = names(screen)
    for step in 0..<150 {
      let rows = model.enumerated().flatMap { s, items in items.indices.map { IndexPath(row: $0, section: s) } }
      let focus = rows[Int.random(in: 0..<rows.count, using: &random)]
      screen.table.focusRow(at: focus)
      let down = Bool.random(using: &random)
      let name = model[focus.section][focus.row]
      // The model's own move, by the same rule: one place, or into the neighbouring section.
      var target: IndexPath?
      if down {
        if focus.row + 1 < model[focus.section].count {
          target = IndexPath(row: focus.row + 1, section: focus.section)
        } else if focus.section + 1 < model.count {
          target = IndexPath(row: 0, section: focus.section + 1)
        }
      } else if focus.row > 0 {
        target = IndexPath(row: focus.row - 1, section: focus.section)
      } else if focus.section > 0 {
        target = IndexPath(row: model[focus.section - 1].count, section: focus.section - 1)
      }
      if let target {
        model[focus.section].remove(at: focus.row)
        model[target.section].insert(name, at: target.row)
      }
      screen.pilot.press(down ? .down : .up, modifiers: .alt)
      #expect(names(screen) == model, "seed \(seed), step \(step)")
      #expect(focusedName(screen) == name, "seed \(seed), step \(step)")
      #expect(Set(screen.list.selectedItems.map(\.id)) == selected, "seed \(seed), step \(step)")
      _ = screen.pilot.screen
      for cell in screen.table.visibleCells {
        guard let indexPath = screen.table.indexPath(for: cell) else { continue }
        #expect(
          (cell as? YoutuberCell)?.name.text == model[indexPath.section][indexPath.row], "seed \(seed), step \(step)")
      }
    }
  }
}
