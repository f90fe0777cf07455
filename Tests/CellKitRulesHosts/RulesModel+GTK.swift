@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import Foundation

/// A cell of the GTK-rules list: the text its configure closure gave it, and the action it sends.
@MainActor
package final class TapCell: ActionCell, ReuseScoped {
  package enum Action: CellAction, Equatable { case tapped }
  package let reuseScope = ReuseScope()
  package var text = ""
  package weak var table: FlatTable?
  package var actionHost: (any ActionHost)? { table }

  package init() {}
}

extension RulesModel {
  /// Snapshot edits of every kind (some switching a row's cell class), filtering, collapsing,
  /// scrolling, clicks that select, and taps on visible cells, while app code changes the list from
  /// its callbacks: after every step each visible row shows the model's row as it is now, a tap
  /// names the item its cell shows, and no change of rows broke GTK's list model rules.
  package static func gtk(seed: UInt64, steps: Int) async -> ModelRun {
    let run = ModelRun()
    let view = GTKRulesView()
    let table = view.table
    let list = ListAdapter<Int, Tile>(driving: table)
    list.allowsCollapsingSections = true
    let changes = CallbackChanges(seed: seed)
    changes.list = list
    var cells: [TapCell] = []
    func dequeue(_ table: FlatTable) -> TapCell {
      // GTK's pool: a cell no row is bound to, or a new one.
      if let free = cells.first(where: { view.row(of: $0) == nil }) { return free }
      let cell = TapCell()
      cell.table = table
      cells.append(cell)
      return cell
    }
    list.addCell(
      TapCell.self, when: { $0.label.count >= 2 }, dequeue: dequeue,
      configure: { cell, tile, _ in
        cell.text = "*\(tile.id)"
        changes.maybeChange(from: "configure \(tile.id)")
      })
    list.addCell(
      TapCell.self, when: { _ in true }, dequeue: dequeue,
      configure: { cell, tile, _ in
        cell.text = "\(tile.id)"
        changes.maybeChange(from: "configure \(tile.id)")
      })
    list.headerTitle { section, _ in
      changes.maybeChange(from: "title of \(section)")
      return "S\(section)"
    }
    var taps: [(IndexPath, Int)] = []
    list.on(TapCell.Action.tapped) { context in taps.append((context.indexPath, context.item.id)) }

    var random = SeededRandom(seed: seed)
    var nextID = 0
    func tiles(_ count: Int) -> [Tile] {
      (0..<count).map { _ in
        nextID += 1
        return Tile(id: nextID)
      }
    }
    list.apply(Snapshot((0..<4).map { ($0, tiles(6)) }), animatingDifferences: false)
    var filter = DigitFilter()

    for step in 0..<steps {
      let kind = Int.random(in: 0..<10, using: &random)
      await changes.step(step, scheduler: view.scheduler) {
        var snapshot = list.snapshot
        switch kind {
        case 0, 1:
          let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
          snapshot.insertItems(tiles(Int.random(in: 1...3, using: &random)), at: IndexPath(row: 0, section: s))
          list.apply(snapshot)
        case 2:
          if let doomed = snapshot.items.joined().randomElement(using: &random) {
            snapshot.deleteItems([doomed.id])
            list.apply(snapshot)
          }
        case 3:
          if let path = snapshot.indexPaths.randomElement(using: &random) {
            snapshot.moveItem(at: path, toRandomPlaceUsing: &random)
            list.apply(snapshot)
          }
        case 4:
          snapshot.changeRandomLabels(oneIn: 5, cycling: true, using: &random)
          list.apply(snapshot)
        case 5:
          list.toggleRandomSection(using: &random)
        case 6:
          filter.step(list, random: &random)
        case 7:
          view.scrollOffset = Int.random(in: 0...max(0, view.shownRowCount - 3), using: &random)
        case 8:
          if let row = view.visibleRowRange.randomElement(using: &random) { view.click(row) }
        default:
          let visible = view.visibleRowRange.compactMap { view.shownView(atRow: $0) as? TapCell }
          if let cell = visible.randomElement(using: &random) {
            taps.removeAll()
            cell.send(TapCell.Action.tapped)
            let id = Int(cell.text.trimmingCharacters(in: ["*"]))
            run.expect(taps.map(\.1) == [id].compactMap { $0 }, "step \(step): a tap on the cell showing \(cell.text)")
            let tapped = taps.first?.0
            run.expect(
              tapped.map { list.snapshot[$0].id } == id, "step \(step): the tap's index path names another item")
          }
        }
      }
      // Every visible row shows what the model shows there now.
      let shown = expectedRows(list, filter: filter)
      run.expect(
        view.shownRowCount == shown.count, "step \(step): \(view.shownRowCount) rows, the model has \(shown.count)")
      for row in view.visibleRowRange where row < shown.count {
        let text =
          switch view.shownView(atRow: row) {
          case let cell as TapCell: cell.text
          case is TitleRow: "header"
          default: "?"
          }
        run.expect(text == shown[row], "step \(step) (\(kind)), row \(row): shows \(text), the model \(shown[row])")
      }
      run.expect(view.violations.isEmpty, "step \(step): \(view.violations); \(changes.recent)")
      if !view.violations.isEmpty { return run }
    }
    run.expect(changes.made > steps / 30, "the callbacks of seed \(seed) changed the list \(changes.made) times")
    // A cell per row bound, visible or kept around the view, not one per item.
    run.expect(cells.count <= view.visibleCount + 2 * view.keptAround + 2, "\(cells.count) cells made")
    return run
  }

  /// The rows the list should show: each section's header, then its items unless it is collapsed,
  /// those the filter accepts, each as its cell shows it.
  private static func expectedRows(_ list: ListAdapter<Int, Tile>, filter: DigitFilter) -> [String] {
    zip(list.snapshot.sections, list.snapshot.items).flatMap { section, items in
      ["header"]
        + (list.isCollapsed(section)
          ? [] : items.filter(filter.accepts).map { $0.label.count >= 2 ? "*\($0.id)" : "\($0.id)" })
    }
  }
}
