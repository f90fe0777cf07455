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
  package static func gtk(seed: UInt64, steps stepCount: Int) async -> ModelRun {
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

    var steps = ModelSteps(seed: seed, cyclesLabels: true)
    list.apply(steps.firstSnapshot(rows: 6), animatingDifferences: false)

    for step in 0..<stepCount {
      let kind = Int.random(in: 0..<10, using: &steps.random)
      await changes.step(step, scheduler: view.scheduler) {
        switch kind {
        case 0..<7:
          steps.appStep(list)
        case 7:
          view.scrollOffset = Int.random(in: 0...max(0, view.shownRowCount - 3), using: &steps.random)
        case 8:
          if let row = view.visibleRowRange.randomElement(using: &steps.random) { view.click(row) }
        default:
          let visible = view.visibleRowRange.compactMap { view.shownView(atRow: $0) as? TapCell }
          if let cell = visible.randomElement(using: &steps.random) {
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
      let shown = expectedRows(list, steps: steps)
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
    run.expect(changes.made > stepCount / 30, "the callbacks of seed \(seed) changed the list \(changes.made) times")
    // A cell per row bound, visible or kept around the view, not one per item.
    run.expect(cells.count <= view.visibleCount + 2 * view.keptAround + 2, "\(cells.count) cells made")
    return run
  }

  /// The rows the list should show: each section's header, then its items unless it is collapsed,
  /// those the filter accepts, each as its cell shows it.
  private static func expectedRows(_ list: ListAdapter<Int, Tile>, steps: ModelSteps) -> [String] {
    steps.shownItems(of: list).flatMap { items in
      ["header"] + items.map { $0.label.count >= 2 ? "*\($0.id)" : "\($0.id)" }
    }
  }
}
