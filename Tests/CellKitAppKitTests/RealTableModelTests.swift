#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit
  import Testing

  extension TableWindow {
    /// A ⌘-click on `row`, as AppKit makes it: the row added to the selection or taken out of it,
    /// as the delegate allows, then shown (which tells the delegate).
    func userCommandClicks(_ row: Int) {
      var proposed = table.selectedRowIndexes
      if proposed.contains(row) { proposed.remove(row) } else { proposed.insert(row) }
      let allowed = table.delegate?.tableView?(table, selectionIndexesForProposedSelection: proposed) ?? proposed
      table.selectRowIndexes(allowed, byExtendingSelection: false)
    }
  }

  @MainActor
  @Suite("The model run's steps on a real NSTableView")
  struct RealTableModelTests {
    /// The app's steps of the AppKit rules host's model run (`ModelSteps`, the same file), with
    /// the user's ⌘-clicks between them: after each, the table shows the model's rows, each with its
    /// item as it is now, and the rows shown selected are the adapter's selection.
    @Test("Seeded app steps and clicks: the table shows the model's rows and selection", arguments: 0..<8)
    func modelSteps(seed: UInt64) {
      let screen = TableWindow()
      screen.list.allowsCollapsingSections = true
      screen.list.allowsMultipleSelection = true
      var steps = ModelSteps(seed: seed)
      screen.list.apply(steps.firstSnapshot(), animatingDifferences: false)
      for step in 0..<200 {
        var did = "click"
        if Int.random(in: 0..<11, using: &steps.random) < 9 {
          did = steps.appStep(screen.list)
        } else {
          let items = (0..<screen.table.numberOfRows).filter {
            screen.table.view(atColumn: 0, row: $0, makeIfNecessary: true) is ChannelCell
          }
          if let row = items.randomElement(using: &steps.random) { screen.userCommandClicks(row) }
        }
        let model = steps.shownItems(of: screen.list).joined().map { "\($0.id)\($0.label)" }
        #expect(screen.shownRows == model, "seed \(seed), step \(step): \(did)")
        let selected = screen.table.selectedRowIndexes.compactMap {
          (screen.table.view(atColumn: 0, row: $0, makeIfNecessary: true) as? ChannelCell)?.name.stringValue
        }
        let expected = screen.list.selectedItems.map { "\($0.id)\($0.label)" }.filter(model.contains)
        #expect(Set(selected) == Set(expected), "seed \(seed), step \(step): \(did)")
      }
    }
  }
#endif
