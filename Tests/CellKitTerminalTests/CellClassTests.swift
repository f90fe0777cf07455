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
      list.apply(
        Snapshot([("chores", [Chore(id: 1, title: "milk", done: false), Chore(id: 2, title: "eggs", done: false)])]))
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

/// Which chores are urgent: state outside the snapshot that decides a row's cell class.
@MainActor
@Observable
final class ChoreBoard {
  var urgent = Set<Int>()
  var prefix = "·"
}

@MainActor
@Suite("A row's cell class follows its item, model-based")
struct CellClassModelTests {
  /// Three registrations: urgent chores (outside, observed state), done chores (content), the rest.
  @MainActor
  final class Screen {
    let table = TableView()
    let grid = CollectionView(layout: .grid(columns: 3, itemHeight: 1, spacing: 1))
    let root = VStack()
    let list: ListAdapter<String, Chore>
    let board = ChoreBoard()
    let pilot: Pilot
    var tapped: [Int] = []
    var showsGrid = false

    init(chores: Int) {
      list = ListAdapter(table)
      let board = self.board
      list.cell(UrgentCell.self, when: { board.urgent.contains($0.id) }) { cell, chore, _ in
        cell.title.text = "\(board.prefix)urgent \(chore.title)"
      }
      list.cell(DoneCell.self, when: { $0.done }) { cell, chore, _ in
        cell.title.text = "\(board.prefix)done \(chore.title)"
      }
      list.cell(OpenCell.self) { cell, chore, _ in cell.title.text = "\(board.prefix)open \(chore.title)" }
      list.headerTitle { section, _ in section }
      list.allowsCollapsingSections = true
      let sections = (0..<4).map { s in
        ("S\(s)", (0..<(chores / 4)).map { Chore(id: s * 1_000 + $0, title: "c\(s * 1_000 + $0)", done: false) })
      }
      list.apply(Snapshot(sections), animatingDifferences: false)
      root.addSubview(table)
      pilot = Pilot(rootView: root, size: Size(width: 72, height: 14))
      list.on(ChoreCell.Action.tapped) { [unowned self] context in tapped.append(context.item.id) }
    }

    func switchHost() {
      showsGrid.toggle()
      for subview in root.subviews { subview.removeFromSuperview() }
      if showsGrid {
        root.addSubview(grid)
        list.attach(to: grid)
      } else {
        root.addSubview(table)
        list.attach(to: table)
      }
    }

    var visible: [(IndexPath, TableCell)] {
      if showsGrid {
        return grid.indexPathsForVisibleItems.compactMap { ip in grid.cellForItem(at: ip).map { (ip, $0) } }
      }
      return table.indexPathsForVisibleRows.compactMap { ip in table.cellForRow(at: ip).map { (ip, $0) } }
    }
  }

  @Test(
    "Content, observed state, filters, collapses, scrolls and host switches: every visible cell is of the class its item needs, shows it and routes to it",
    arguments: 1...5)
  func model(seed: Int) async throws {
    let screen = Screen(chores: 400)
    var random = SeededRandom(seed: UInt64(seed))
    var filterDigit: Character?
    for step in 0..<300 {
      var items = Array(screen.list.snapshot.items.joined())
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1:
        var snapshot = screen.list.snapshot
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
          guard !snapshot.items[s].isEmpty else { continue }
          let ip = IndexPath(row: Int.random(in: 0..<snapshot.items[s].count, using: &random), section: s)
          snapshot[ip].done.toggle()
          if Bool.random(using: &random) { snapshot[ip].title += "'" }
        }
        screen.list.apply(snapshot)
      case 2, 3:
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          guard let item = items.randomElement(using: &random) else { continue }
          if screen.board.urgent.remove(item.id) == nil { screen.board.urgent.insert(item.id) }
        }
        if Int.random(in: 0..<5, using: &random) == 0 { screen.board.prefix = screen.board.prefix == "·" ? "-" : "·" }
      case 4:
        filterDigit = filterDigit == nil ? Character(String(Int.random(in: 0...9, using: &random))) : nil
        if let digit = filterDigit {
          screen.list.filter = { chore in chore.title.contains(digit) }
        } else {
          screen.list.filter = nil
        }
      case 5:
        let section = screen.list.snapshot.sections.randomElement(using: &random)!
        if screen.list.isCollapsed(section) { screen.list.expand(section) } else { screen.list.collapse(section) }
      case 6:
        screen.pilot.scroll(Int.random(in: -12...12, using: &random), at: Point(x: 5, y: 5))
      case 7:
        if Int.random(in: 0..<3, using: &random) == 0 { screen.switchHost() }
      default:
        var snapshot = screen.list.snapshot
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        if let doomed = snapshot.items[s].randomElement(using: &random) { snapshot.deleteItems([doomed.id]) }
        let id = 10_000 + step
        snapshot.insertItems(
          [Chore(id: id, title: "n\(id)", done: Bool.random(using: &random))], at: IndexPath(row: 0, section: s))
        screen.list.apply(snapshot)
      }
      try await screen.pilot.settle()
      _ = screen.pilot.screen
      items = Array(screen.list.snapshot.items.joined())
      for (indexPath, cell) in screen.visible {
        let host: any ListHost = screen.showsGrid ? screen.grid : screen.table
        let id = try #require(screen.list.host(host, identityOfItemAt: indexPath)?.base as? Int)
        let chore = try #require(
          items.first { $0.id == id } ?? screen.list.snapshot.items.joined().first { $0.id == id })
        let kind: String
        if screen.board.urgent.contains(chore.id) {
          kind = "urgent"
          #expect(cell is UrgentCell, "seed \(seed), step \(step): \(chore) in a \(type(of: cell))")
        } else if chore.done {
          kind = "done"
          #expect(cell is DoneCell, "seed \(seed), step \(step): \(chore) in a \(type(of: cell))")
        } else {
          kind = "open"
          #expect(cell is OpenCell, "seed \(seed), step \(step): \(chore) in a \(type(of: cell))")
        }
        let choreCell = try #require(cell as? ChoreCell)
        #expect(choreCell.title.text == "\(screen.board.prefix)\(kind) \(chore.title)", "seed \(seed), step \(step)")
        if Int.random(in: 0..<4, using: &random) == 0 {
          choreCell.button.activate()
          #expect(screen.tapped.last == chore.id, "seed \(seed), step \(step): a tap routes the item the row shows")
        }
      }
    }
  }
}

/// A controller whose configure closure asks it for the selection, through the owner form.
@MainActor
final class MarkingController {
  let table = TableView()
  lazy var list = ListAdapter<String, Youtuber>(table)
  var configurations = 0

  func register() {
    list.allowsMultipleSelection = true
    list.cell(YoutuberCell.self, owner: self) { owner, cell, youtuber, _ in
      owner.configurations += 1
      cell.name.text = (owner.list.isSelected(youtuber) ? "✓ " : "") + youtuber.name
    }
  }
}

@MainActor
@Suite("Configure closures with an owner")
struct OwnedConfigurationTests {
  @Test(
    "The owner form passes the owner in and holds it weakly: the closure reads its list's selection, and a released owner configures nothing"
  )
  func ownerForm() throws {
    var controller: MarkingController? = MarkingController()
    weak let weakController = controller
    controller!.register()
    let table = controller!.table
    let list = controller!.list
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3), animatingDifferences: false)
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 5))
    list.select(list.snapshot[IndexPath(row: 1, section: 0)])
    list.reconfigureVisibleCells()
    #expect(pilot.find("✓ Youtuber 0-1") != nil, "\(pilot.screenText)")
    #expect(pilot.find("✓ Youtuber 0-0") == nil)
    controller = nil
    #expect(weakController == nil, "the registration does not keep its owner")
    list.reconfigureVisibleCells()
    #expect(pilot.find("✓ Youtuber 0-1") != nil, "a cell is left as it was configured last")
  }

  @Test(
    "The owner form with everything else on: a filter, a collapsed section, selection and a content change that switches the cell class, in a table and a grid",
    arguments: [false, true])
  func ownerFormTogether(useGrid: Bool) throws {
    @MainActor final class ChoresController {
      let table = TableView()
      let grid = CollectionView(layout: .grid(columns: 2, itemHeight: 1, spacing: 2))
      let list: ListAdapter<String, Chore>
      var prefix = "•"
      var configured: [String] = []

      init(useGrid: Bool) {
        list = useGrid ? ListAdapter(grid) : ListAdapter(table)
        list.allowsMultipleSelection = true
        list.allowsCollapsingSections = true
        list.headerTitle { section, _ in section }
        list.cell(DoneCell.self, when: { $0.done }, owner: self) { owner, cell, chore, _ in
          owner.configured.append("done \(chore.title)")
          cell.title.text = owner.mark(chore) + "done: " + chore.title
        }
        list.cell(OpenCell.self, owner: self) { owner, cell, chore, _ in
          owner.configured.append("open \(chore.title)")
          cell.title.text = owner.mark(chore) + "open: " + chore.title
        }
      }

      func mark(_ chore: Chore) -> String { (list.isSelected(chore) ? "✓" : prefix) + " " }
    }

    var controller: ChoresController? = ChoresController(useGrid: useGrid)
    weak let weakController = controller
    let list = controller!.list
    let host: View = useGrid ? controller!.grid : controller!.table
    list.apply(
      Snapshot([
        ("home", [Chore(id: 1, title: "milk", done: false), Chore(id: 2, title: "eggs", done: true)]),
        ("work", [Chore(id: 3, title: "mail", done: false), Chore(id: 4, title: "memo", done: false)]),
      ]), animatingDifferences: false)
    let pilot = Pilot(rootView: host, size: Size(width: 60, height: 10))
    func shown(_ text: String) -> Bool { pilot.find(text) != nil }

    list.filter = { $0.title.hasPrefix("m") }
    list.select(list.snapshot[IndexPath(row: 0, section: 1)])
    list.reconfigureVisibleCells()
    #expect(shown("✓ open: mail") && shown("• open: milk") && shown("• open: memo"), "\(pilot.screenText)")
    #expect(!shown("eggs"), "the filter hides eggs")

    var next = list.snapshot
    next[IndexPath(row: 0, section: 0)].done = true
    list.apply(next)
    #expect(shown("• done: milk"), "milk switched to a DoneCell:\n\(pilot.screenText)")
    let cells = useGrid ? controller!.grid.visibleCells : controller!.table.visibleCells
    let milk = try #require(cells.compactMap { $0 as? ChoreCell }.first { $0.title.text.hasSuffix("milk") })
    #expect(milk is DoneCell)

    list.collapse("work")
    controller!.prefix = "-"
    list.reconfigureVisibleCells()
    #expect(shown("- done: milk") && !shown("mail") && !shown("memo"), "\(pilot.screenText)")
    list.expand("work")
    _ = pilot.screen
    #expect(shown("✓ open: mail"), "the selection outlived the collapse:\n\(pilot.screenText)")
    #expect(shown("- open: memo"))

    list.filter = nil
    _ = pilot.screen
    #expect(shown("- done: eggs"))
    #expect(controller!.configured.contains("done eggs") && controller!.configured.contains("done milk"))

    controller = nil
    #expect(weakController == nil, "no registration, filter or cell keeps the owner")
    list.reconfigureVisibleCells()
    #expect(shown("- done: eggs"), "with the owner gone, the cells stay as they were configured last")
  }
}
