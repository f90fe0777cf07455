import CellKit
import CellKitFixtures
import Foundation

extension RulesModel {
  /// Snapshot edits of every kind (items and sections inserted, deleted, moved, changed), collapsing,
  /// filtering, selections by tap and by API, and the user's drags (accepted, refused, or with more
  /// changes in the same handler) with updates between, the table leaving its window and coming
  /// back, while app code changes the list from its callbacks (configure closures among them):
  /// after every step the table shows exactly the model's rows and selection, each cell in view
  /// shows its row's item as it is now, and no batch broke UIKit's rules.
  package static func uikit(seed: UInt64, steps: Int) async -> ModelRun {
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
    var random = SeededRandom(seed: seed)
    var nextID = 1
    func tiles(_ count: Int) -> [Tile] {
      (0..<count).map { _ in
        nextID += 1
        return Tile(id: nextID)
      }
    }
    var nextSection = 10
    list.apply(Snapshot((0..<4).map { ($0, tiles(5)) }), animatingDifferences: false)
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
    var filter = DigitFilter()

    for step in 0..<steps {
      await changes.step(step, scheduler: scheduler) {
        var snapshot = list.snapshot
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1:
          for _ in 0..<Int.random(in: 1...4, using: &random) {
            let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
            let row = Int.random(in: 0...snapshot.items[s].count, using: &random)
            snapshot.insertItems(tiles(1), at: IndexPath(row: row, section: s))
          }
          list.apply(snapshot)
        case 2:
          snapshot.deleteRandomItems(upTo: 3, using: &random)
          list.apply(snapshot)
        case 3:
          let rows = snapshot.indexPaths
          for _ in 0..<Int.random(in: 1...3, using: &random) {
            guard let path = rows.randomElement(using: &random) else { break }
            guard snapshot.items.indices.contains(path.section), snapshot.items[path.section].indices.contains(path.row)
            else { continue }
            snapshot.moveItem(at: path, toRandomPlaceUsing: &random)
          }
          list.apply(snapshot)
        case 4:
          snapshot.changeRandomLabels(oneIn: 6, cycling: false, using: &random)
          list.apply(snapshot)
        case 5:
          list.apply(snapshot.withRandomSectionEdit(newSection: &nextSection, newItems: tiles, using: &random))
        case 6:
          list.toggleRandomSection(using: &random)
        case 7:
          filter.step(list, random: &random)
        case 8, 9:
          // The user touches only a table in a window.
          guard host.isOnScreen else { break }
          let shown = host.rows.enumerated().flatMap { s, ids in ids.indices.map { IndexPath(row: $0, section: s) } }
          guard let source = shown.randomElement(using: &random) else { break }
          let t = Int.random(in: 0..<host.rows.count, using: &random)
          let limit = host.rows[t].count - (t == source.section ? 1 : 0)
          decision.accept = Int.random(in: 0..<3, using: &random) > 0
          decision.extraID = Int.random(in: 0..<4, using: &random) == 0 ? tiles(1)[0].id : nil
          host.userMoves(
            from: source, to: IndexPath(row: Int.random(in: 0...max(0, limit), using: &random), section: t))
        case 10:
          guard host.isOnScreen else { break }
          let shown = host.rows.enumerated().flatMap { s, ids in ids.indices.map { IndexPath(row: $0, section: s) } }
          if let path = shown.randomElement(using: &random) { host.userSelects(path) }
        case 11:
          if let tile = snapshot.items.joined().randomElement(using: &random) {
            if list.selectedItems.contains(tile) { list.deselect(tile) } else { list.select(tile) }
          }
        default:
          // The table leaves its window (another tab is shown) or comes back.
          host.isOnScreen.toggle()
        }
        await nextTurn()
      }
      run.expect(host.violations.isEmpty, "seed \(seed), step \(step): \(host.violations); \(changes.recent)")
      let model = list.snapshot.sections.enumerated().map { s, section -> [AnyHashable] in
        guard !list.isCollapsed(section) else { return [] }
        return list.snapshot.items[s].filter { tile in filter.accepts(tile) }.map {
          AnyHashable($0.id)
        }
      }
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
    run.expect(changes.made > steps / 25, "the callbacks of seed \(seed) changed the list \(changes.made) times")
    return run
  }
}
