#if canImport(UIKit)
  import CellKitUIKit
  import Testing
  import UIKit

  extension TableWindow {
    /// A tap on the row at `indexPath`, as UIKit makes it in a table that takes several selections:
    /// a selected row is deselected, another selected, shown, then told to the delegate.
    func userTaps(_ indexPath: IndexPath) {
      if table.indexPathsForSelectedRows?.contains(indexPath) == true {
        table.deselectRow(at: indexPath, animated: false)
        table.delegate?.tableView?(table, didDeselectRowAt: indexPath)
      } else {
        table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        table.delegate?.tableView?(table, didSelectRowAt: indexPath)
      }
    }
  }

  @MainActor
  @Suite("The model run's steps on a real UITableView")
  struct RealTableModelTests {
    /// The app's steps of the UIKit rules host's model run (`ModelSteps`, the same file), with the
    /// user's taps and the table leaving its window and coming back between them: after each, the
    /// table has the model's rows and, in its window, each cell in view shows its row's item as it
    /// is now and the rows shown selected are the adapter's selection.
    @Test("Seeded app steps and taps: the table shows the model's rows, cells and selection", arguments: 0..<8)
    func modelSteps(seed: UInt64) {
      let screen = TableWindow()
      screen.list.allowsCollapsingSections = true
      screen.list.allowsMultipleSelection = true
      var steps = ModelSteps(seed: seed)
      screen.list.apply(steps.firstSnapshot(), animatingDifferences: false)
      for step in 0..<200 {
        var did = "tap"
        switch Int.random(in: 0..<12, using: &steps.random) {
        case 0..<9:
          did = steps.appStep(screen.list)
        case 9, 10:
          screen.table.layoutIfNeeded()
          if screen.table.window != nil,
            let path = screen.table.indexPathsForVisibleRows?.randomElement(using: &steps.random)
          {
            screen.userTaps(path)
          }
        default:
          did = "the table leaves its window or comes back"
          if screen.table.window == nil {
            screen.window.addSubview(screen.table)
          } else {
            screen.table.removeFromSuperview()
          }
        }
        screen.table.layoutIfNeeded()
        let model = steps.shownItems(of: screen.list)
        let rows = (0..<screen.table.numberOfSections).map { screen.table.numberOfRows(inSection: $0) }
        #expect(rows == model.map(\.count), "seed \(seed), step \(step): \(did)")
        guard rows == model.map(\.count), screen.table.window != nil else { continue }
        for case let cell as ChannelCell in screen.table.visibleCells {
          guard let path = screen.table.indexPath(for: cell) else { continue }
          let tile = model[path.section][path.row]
          #expect(cell.name.text == "\(tile.id)\(tile.label)", "seed \(seed), step \(step): \(did), row \(path)")
        }
        let shown = Set(model.joined().map(\.id))
        let selected = Set((screen.table.indexPathsForSelectedRows ?? []).map { model[$0.section][$0.row].id })
        #expect(
          selected == Set(screen.list.selectedItems.map(\.id)).intersection(shown), "seed \(seed), step \(step): \(did)"
        )
      }
    }
  }
#endif
