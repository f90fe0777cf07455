@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation

extension RulesModel {
  /// Snapshot edits of every kind, content changes (some of which switch a row's cell class),
  /// collapsing by API and by a click on a header, filtering, scrolling, selections by click,
  /// ⌘-click, Shift-click, arrow keys, Select All and by API, and drags that stay under way while
  /// the list changes, while app code changes the list from its callbacks: after every step the
  /// table shows exactly the model's rows, every visible view shows its row's content and title as
  /// the list says them now, the selection shown is the adapter's, and no call broke AppKit's rules.
  package static func appkit(seed: UInt64, steps stepCount: Int) async -> ModelRun {
    let run = ModelRun()
    let scheduler = ManualScheduler()
    let host = AppKitRulesHost(scheduler: scheduler)
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsCollapsingSections = true
    list.allowsMultipleSelection = true
    let changes = CallbackChanges(seed: seed)
    changes.list = list
    // An item changed twice or more is shown by a cell of another class: a content change can
    // switch a row's cell class.
    list.addCellRegistration(
      MarkedCell.self, shownBy: AppKitRulesHost.self, when: { $0.label.count >= 2 },
      dequeue: { host, _ in host.dequeueCell(MarkedCell.self) },
      configure: { cell, tile, _ in
        cell.text = "*\(tile.id)\(tile.label)"
        changes.maybeChange(from: "configure \(tile.id)")
      })
    list.addCellRegistration(
      RowCell.self, shownBy: AppKitRulesHost.self, when: { _ in true }, dequeue: { host, _ in host.dequeueCell() },
      configure: { cell, tile, _ in
        cell.text = "\(tile.id)\(tile.label)"
        changes.maybeChange(from: "configure \(tile.id)")
      })
    list.headerTitle { [unowned host] section, items in
      // Not from the rules host's own check of the row count, which AppKit does not make.
      if !host.isChecking { changes.maybeChange(from: "title of \(section)") }
      return "S\(section) \(items.count)"
    }
    list.footerTitle { section, items in section % 2 == 0 ? "\(items.map(\.label).joined())" : nil }
    final class Effects {
      var count = 0
    }
    let effects = Effects()
    list.onSelect { tile, _ in
      effects.count += 1
      changes.maybeChange(from: "select \(tile.id)")
    }
    list.onDeselect { tile, _ in
      effects.count += 1
      changes.maybeChange(from: "deselect \(tile.id)")
    }
    host.effects = { [unowned list] in effects.count + list.snapshot.sections.filter(list.isCollapsed).count }
    list.onMove { [unowned list] _, source, destination in
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      list.apply(snapshot)
      changes.maybeChange(from: "the move handler")
      return true
    }
    // A third change of a label takes the item back to its first cell class.
    var steps = ModelSteps(seed: seed, cyclesLabels: true)
    list.apply(steps.firstSnapshot(stride: 2), animatingDifferences: false)
    /// The item a drag under way grabbed.
    var grabbed: Int?
    var drops = (accepted: 0, refused: 0)

    for step in 0..<stepCount {
      let kind = Int.random(in: 0..<16, using: &steps.random)
      await changes.step(step, scheduler: scheduler) {
        let itemRows = host.rows.indices.filter { host.rows[$0].base is Int }
        switch kind {
        case 0..<8:
          steps.appStep(list)
        case 8:
          host.scrollOffset = Int.random(in: 0...max(0, host.rows.count - 3), using: &steps.random)
        case 9:
          if let row = host.rows.indices.randomElement(using: &steps.random) { host.click(row) }
        case 10:
          if let row = itemRows.randomElement(using: &steps.random) { host.commandClick(row) }
        case 11:
          if let row = host.rows.indices.randomElement(using: &steps.random) { host.shiftClick(row) }
        case 12:
          switch Int.random(in: 0..<5, using: &steps.random) {
          case 0: host.selectAll()
          case 1, 2: host.arrow(down: Bool.random(using: &steps.random))
          default: host.arrow(down: Bool.random(using: &steps.random), extending: true)
          }
        case 13:
          steps.appStep(list)
        default:
          if let id = grabbed {
            let gap = Int.random(in: 0...host.rows.count, using: &steps.random)
            // Where the grabbed item is shown now, if it is (not deleted, filtered or collapsed).
            let source = host.rows.firstIndex(of: AnyHashable(id)).flatMap { row -> IndexPath? in
              if case .item(let path) = host.tableDriver.rows[row] { path } else { nil }
            }
            let destination = source.flatMap { host.tableDriver.rows.destination(movingItemAt: $0, toGap: gap) }
            let section = destination.map { list.snapshot.sections[$0.section] }
            let changesBefore = changes.made
            let dropped = host.drop(atGap: gap)
            grabbed = nil
            // A drop where the item already is moves nothing.
            let moves = destination != nil && destination != source
            run.expect(dropped == moves, "seed \(seed), step \(step): a drop of \(id) at gap \(gap)")
            if dropped, let destination, let section {
              drops.accepted += 1
              // The app's code may have changed the list again meanwhile, which moves rows.
              guard changes.made == changesBefore else { return }
              // A drop just below a collapsed section's header moves the item into it, hidden.
              let row = host.tableDriver.rows.index(of: .item(destination))
              let expected = list.isCollapsed(section) ? nil : AnyHashable(id)
              run.expect(row.map { host.rows[$0] } == expected, "seed \(seed), step \(step): \(id) dropped at \(gap)")
            } else {
              drops.refused += 1
            }
          } else if let row = itemRows.randomElement(using: &steps.random) {
            let others = itemRows.filter { _ in Int.random(in: 0..<8, using: &steps.random) == 0 }
            grabbed = host.rows[row].base as? Int
            host.beginDrag(of: IndexSet(others + [row]), grabbing: row)
          }
        }
        await nextTurn()
      }
      run.expect(host.violations.isEmpty, "seed \(seed), step \(step): \(host.violations); \(changes.recent)")
      let model = expectedRows(list, steps: steps)
      run.expect(host.rows == model, "seed \(seed), step \(step), kind \(kind); \(changes.recent)")
      for (row, shown) in host.visibleShown() {
        run.expect(
          shown == expectedShown(list, host: host, row: row), "seed \(seed), step \(step), kind \(kind), row \(row)")
      }
      let selected = Set(list.selectedItems.map { AnyHashable($0.id) }).intersection(model)
      let shownSelected = Set(host.selectedRows.map { host.rows[$0] })
      run.expect(
        shownSelected == selected,
        "seed \(seed), step \(step), kind \(kind): \(shownSelected) shown selected, not \(selected); \(changes.recent)")
      if !host.violations.isEmpty || host.rows != model { break }
    }
    run.expect(
      drops.accepted > stepCount / 125 && drops.refused > stepCount / 500, "the drags of seed \(seed) were \(drops)")
    run.expect(changes.made > stepCount / 25, "the callbacks of seed \(seed) changed the list \(changes.made) times")
    return run
  }

  /// The rows the list should show: each section's header, its shown items, and its footer.
  private static func expectedRows(_ list: ListAdapter<Int, Tile>, steps: ModelSteps) -> [AnyHashable] {
    zip(list.snapshot.sections, steps.shownItems(of: list)).flatMap { section, items -> [AnyHashable] in
      guard !list.isCollapsed(section) else { return ["header"] }
      return ["header"] + items.map { AnyHashable($0.id) } + (section % 2 == 0 ? ["footer"] : [])
    }
  }

  /// What `row` should show now: its item's text, or its section's title as the list says it now.
  private static func expectedShown(_ list: ListAdapter<Int, Tile>, host: AppKitRulesHost, row: Int) -> AppKitRulesHost
    .Shown?
  {
    switch host.tableDriver.rows[row] {
    case .item:
      list.snapshot.items.joined().first { AnyHashable($0.id) == host.rows[row] }.map {
        .cell(($0.label.count >= 2 ? "[marked]*" : "") + "\($0.id)\($0.label)")
      }
    case .header(let s): list.host(host, titleForHeaderInSection: s).map(AppKitRulesHost.Shown.header)
    case .footer(let s): list.host(host, titleForFooterInSection: s).map(AppKitRulesHost.Shown.footer)
    case nil: nil
    }
  }
}
