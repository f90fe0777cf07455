@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation

extension RulesModel {
  /// Snapshot edits of every kind (items and sections inserted, deleted, moved, changed), collapsing,
  /// filtering, selections by tap and by API, and the user's drags (accepted, refused, or with more
  /// changes in the same handler) with updates between, the table leaving its window and coming
  /// back, while app code changes the list from its callbacks (configure closures among them):
  /// after every step the table shows exactly the model's rows and selection, each cell in view
  /// shows its row's item as it is now, and no batch broke UIKit's rules.
  package static func uikit(seed: UInt64, steps stepCount: Int) async -> ModelRun {
    let run = ModelRun()
    let scheduler = ManualScheduler()
    let host = UIKitRulesHost(scheduler: scheduler, makesCells: true)
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsCollapsingSections = true
    list.allowsMultipleSelection = true
    let changes = CallbackChanges(seed: seed)
    changes.list = list
    list.addCellRegistration(
      RowCell.self, shownBy: UIKitRulesHost.self, when: { _ in true }, dequeue: { _, _ in RowCell() },
      configure: { cell, tile, _ in
        cell.text = "\(tile.id)\(tile.label)"
        changes.maybeChange(from: "configure \(tile.id)")
      })
    list.headerTitle { section, _ in
      changes.maybeChange(from: "title of \(section)")
      return "S\(section)"
    }
    list.onSelect { tile, _ in changes.maybeChange(from: "select \(tile.id)") }
    list.onDeselect { tile, _ in changes.maybeChange(from: "deselect \(tile.id)") }
    var steps = ModelSteps(seed: seed)
    list.apply(steps.firstSnapshot(), animatingDifferences: false)
    final class Decision {
      var accept = true
      var extraID: Int?
    }
    let decision = Decision()
    list.onMove { [unowned list] _, source, destination in
      guard decision.accept else { return false }
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      if let id = decision.extraID { snapshot.insertItems([Tile(id: id)], at: IndexPath(row: 0, section: 0)) }
      list.apply(snapshot)
      changes.maybeChange(from: "the move handler")
      return true
    }

    for step in 0..<stepCount {
      await changes.step(step, scheduler: scheduler) {
        switch Int.random(in: 0..<13, using: &steps.random) {
        case 0..<8:
          steps.appStep(list)
        case 8, 9:
          // The user touches only a table in a window.
          guard host.isOnScreen else { break }
          let shown = host.rows.enumerated().flatMap { s, ids in ids.indices.map { IndexPath(row: $0, section: s) } }
          guard let source = shown.randomElement(using: &steps.random) else { break }
          let t = Int.random(in: 0..<host.rows.count, using: &steps.random)
          let limit = host.rows[t].count - (t == source.section ? 1 : 0)
          decision.accept = Int.random(in: 0..<3, using: &steps.random) > 0
          decision.extraID = Int.random(in: 0..<4, using: &steps.random) == 0 ? steps.tiles(1)[0].id : nil
          host.userMoves(
            from: source, to: IndexPath(row: Int.random(in: 0...max(0, limit), using: &steps.random), section: t))
        case 10, 11:
          guard host.isOnScreen else { break }
          let shown = host.rows.enumerated().flatMap { s, ids in ids.indices.map { IndexPath(row: $0, section: s) } }
          if let path = shown.randomElement(using: &steps.random) { host.userSelects(path) }
        default:
          // The table leaves its window (another tab is shown) or comes back.
          host.isOnScreen.toggle()
        }
        await nextTurn()
      }
      run.expect(host.violations.isEmpty, "seed \(seed), step \(step): \(host.violations); \(changes.recent)")
      let model = steps.shownItems(of: list).map { $0.map { AnyHashable($0.id) } }
      run.expect(host.rows == model, "seed \(seed), step \(step); \(changes.recent)")
      for (path, cell) in host.cells {
        let id = host.rows[path.section][path.row]
        let tile = list.snapshot.items.joined().first { AnyHashable($0.id) == id }
        run.expect(
          (cell as? RowCell)?.text == tile.map { "\($0.id)\($0.label)" },
          "seed \(seed), step \(step): the cell at \(path) shows \((cell as? RowCell)?.text ?? "?"), not \(id)")
      }
      let selected = Set(list.selectedItems.map { AnyHashable($0.id) })
      let shownSelected = Set(host.shownSelection.map { host.rows[$0.section][$0.row] })
      run.expect(
        shownSelected == selected.filter { id in model.contains { $0.contains(id) } }, "seed \(seed), step \(step)")
      if !host.violations.isEmpty || host.rows != model { break }
    }
    run.expect(changes.made > stepCount / 25, "the callbacks of seed \(seed) changed the list \(changes.made) times")
    return run
  }
}
