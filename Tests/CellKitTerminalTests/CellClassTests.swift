import CellKit
import CellKitTerminal
import Foundation
import Observation
import Testing

/// A to-do whose content decides its cell class.
struct Chore: Differentiable, Hashable {
  let id: Int
  var title: String
  var done: Bool
  var differenceIdentifier: Int { id }
}

/// A cell for chores that sends `.tapped` from its button, and counts its configurations.
class ChoreCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case tapped }
  let title = Label()
  let button = Button("Go")
  var configurations = 0

  override func cellDidLoad() {
    button.sends(.tapped, from: self)
    contentView.add(title, button)
  }
}

final class OpenCell: ChoreCell { var note = "open" }
final class DoneCell: ChoreCell { var shown = 0 }
final class UrgentCell: ChoreCell {}

@MainActor
@Suite("A row's cell class follows its item")
struct CellClassTests {
  @Test("A content change that makes another registration match replaces the cell, in a table and a grid")
  func contentChangeSwitchesClass() throws {
    for useGrid in [false, true] {
      let table = TableView()
      let grid = CollectionView(layout: .grid(columns: 2, itemHeight: 1, spacing: 2))
      let host: View = useGrid ? grid : table
      let list = useGrid ? ListAdapter<String, Chore>(grid) : ListAdapter<String, Chore>(table)
      list.cell(DoneCell.self, when: { $0.done }) { cell, chore, _ in
        cell.shown += 1
        cell.title.text = "done: \(chore.title)"
      }
      list.cell(OpenCell.self) { cell, chore, _ in cell.title.text = "open: \(chore.title)" }
      list.apply(Snapshot([("chores", [Chore(id: 1, title: "milk", done: false), Chore(id: 2, title: "eggs", done: false)])]))
      let pilot = Pilot(rootView: host, size: Size(width: 60, height: 6))
      let first = IndexPath(row: 0, section: 0)
      func cell() -> TableCell? { useGrid ? grid.cellForItem(at: first) : table.cellForRow(at: first) }
      _ = pilot.screen
      #expect(cell() is OpenCell)

      var next = list.snapshot
      next[first].done = true
      list.apply(next)
      _ = pilot.screen
      let done = try #require(cell() as? DoneCell, "the row shows a DoneCell, not \(String(describing: cell()))")
      #expect(done.title.text == "done: milk")
      #expect(done.shown == 1)
      #expect(pilot.screenText.contains("done: milk"))

      next[first].title = "oat milk"
      list.apply(next)
      _ = pilot.screen
      #expect(cell() === done, "a change that keeps the registration configures the same cell in place")
      #expect(done.title.text == "done: oat milk")

      next[first].done = false
      list.apply(next)
      _ = pilot.screen
      #expect((cell() as? OpenCell)?.title.text == "open: oat milk")
    }
  }

  @Test("reconfigureItems and reconfigureVisibleCells reload rows whose state outside the items switches the class")
  func outsideStateSwitchesClass() throws {
    final class Flags { var done: Set<Int> = [] }
    let flags = Flags()
    let table = TableView()
    let list = ListAdapter<String, Chore>(table)
    list.cell(DoneCell.self, when: { flags.done.contains($0.id) }) { cell, chore, _ in
      cell.title.text = "done: \(chore.title)"
    }
    list.cell(OpenCell.self) { cell, chore, _ in cell.title.text = "open: \(chore.title)" }
    let chores = (1...4).map { Chore(id: $0, title: "chore \($0)", done: false) }
    list.apply(Snapshot([("chores", chores)]))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 6))
    _ = pilot.screen
    var tapped: [Int] = []
    list.on(ChoreCell.Action.tapped) { context in tapped.append(context.item.id) }

    flags.done = [2]
    list.reconfigureItems([chores[1]])
    _ = pilot.screen
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? DoneCell)
    #expect(second.title.text == "done: chore 2")
    second.button.activate()
    #expect(tapped == [2])

    flags.done = [3]
    list.reconfigureVisibleCells()
    _ = pilot.screen
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is OpenCell)
    #expect((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? DoneCell)?.title.text == "done: chore 3")
  }
}
