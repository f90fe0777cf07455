#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// An `NSTableView` is a CellKit host: its cells' actions are routed with `row(for:)` at the moment
  /// they fire, and a ``ListAdapter`` can drive it.
  ///
  /// A table has no sections, so the adapter shows each section as rows: a group row for its header
  /// (a header view, or its title), its items, and a row for its footer. Index paths name items as
  /// on iOS; a table driven by a data source of your own reports row `n` as item `[0, n]`.
  extension NSTableView: ListHost {
    public var actions: ActionRouter { attachedRouter(self, &AssociatedKey.router) }

    public func location(of view: any ActionSender) -> ActionLocation? {
      guard let view = view as? NSView else { return nil }
      let row = row(for: view)
      guard row >= 0 else { return nil }
      guard let bridge = retainedBridge as? TableBridge else { return .item(IndexPath(item: row, section: 0)) }
      switch bridge.rows[row] {
      case .item(let indexPath): return .item(indexPath)
      case .header(let section): return .header(section: section)
      case .footer(let section): return .footer(section: section)
      case nil: return nil
      }
    }

    package var listDataSource: (any ListDataSource)? {
      get { (retainedBridge as? TableBridge)?.source }
      set {
        let bridge = newValue.map(TableBridge.init)
        retainedBridge = bridge
        if tableColumns.isEmpty {
          addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("CellKit")))
          headerView = nil
          columnAutoresizingStyle = .uniformColumnAutoresizingStyle
        }
        usesAutomaticRowHeights = true
        allowsMultipleSelection = true
        allowsEmptySelection = true
        dataSource = bridge
        delegate = bridge
        reloadData()
        if let bridge { bridge.rows = bridge.layOut(self) }
      }
    }

    /// Applies one stage of a staged changeset between `beginUpdates()` and `endUpdates()`, as
    /// removals, moves and insertions of rows made one after another, then reloads the rows whose
    /// content changed and the visible header and footer rows (their titles may count the rows, or
    /// read observed values: an empty batch asks for its title rows again too).
    /// Off screen, when the table has not shown the rows yet, when the changes do not fit the rows,
    /// or for more than a hundred moves, it reloads instead.
    package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
      guard let bridge = retainedBridge as? TableBridge else {
        updateData()
        reloadData()
        return
      }
      let old = bridge.rows
      let shownCount = numberOfRows
      updateData()
      let new = bridge.layOut(self)
      bridge.rows = new
      guard window != nil, shownCount == old.count,
        let updates = FlatRows.updates(from: old, to: new, changes: changes), updates.moves.count <= 100
      else {
        reloadData()
        return
      }
      // Even an empty batch can add or remove a header or footer row, when a title appears or goes.
      beginUpdates()
      removeRows(at: updates.removed, withAnimation: .effectFade)
      for move in updates.moves { moveRow(at: move.from, to: move.to) }
      insertRows(at: updates.inserted, withAnimation: .effectFade)
      endUpdates()
      var reloaded = updates.reloaded
      for row in visibleRows where !updates.inserted.contains(row) {
        if case .item = new[row] { continue }
        // An empty batch (cells or views reconfigured in place) asks again for the title rows only:
        // header and footer views were configured in place, and reloading them would replace them.
        if changes.isEmpty, !(view(atColumn: 0, row: row, makeIfNecessary: false) is SectionTitleView) { continue }
        reloaded.insert(row)
      }
      if !reloaded.isEmpty {
        reloadData(forRowIndexes: reloaded, columnIndexes: IndexSet(integersIn: 0..<max(1, numberOfColumns)))
      }
      // Reloaded rows are not measured again: the visible rows are, after an empty batch.
      if changes.isEmpty { noteHeightOfRows(withIndexesChanged: IndexSet(integersIn: visibleRows)) }
    }

    /// Selects exactly the rows showing `indexPaths`. The adapter decides between one selection and
    /// several, so the table allows several and never changes the selection on its own.
    package func showSelection(_ indexPaths: Set<IndexPath>) {
      guard let bridge = retainedBridge as? TableBridge else { return }
      let rows = IndexSet(indexPaths.compactMap { bridge.rows.index(of: .item($0)) })
      guard rows != selectedRowIndexes else { return }
      bridge.isShowingSelection = true
      defer { bridge.isShowingSelection = false }
      selectRowIndexes(rows, byExtendingSelection: false)
    }

    package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
      guard let bridge = retainedBridge as? TableBridge else { return [] }
      return visibleRows.compactMap { row in
        guard case .item(let indexPath) = bridge.rows[row],
          let view = view(atColumn: 0, row: row, makeIfNecessary: false)
        else { return nil }
        return (ActionLocation.item(indexPath), view)
      }
    }

    /// The table reloads its visible title rows after every batch.
    package var asksForTitlesAfterEachBatch: Bool { true }

    package func visibleView(of element: SupplementaryElement) -> AnyObject? {
      guard let bridge = retainedBridge as? TableBridge else { return nil }
      let row: Int?
      switch element {
      case .header(let section): row = bridge.rows.index(of: .header(section: section))
      case .footer(let section): row = bridge.rows.index(of: .footer(section: section))
      case .item: row = nil
      }
      // A floating group row can be outside the visible rectangle's rows: any view made for the row
      // counts.
      guard let row else { return nil }
      return view(atColumn: 0, row: row, makeIfNecessary: false)
    }

    /// The rows in the visible rectangle.
    private var visibleRows: Range<Int> {
      let range = rows(in: visibleRect)
      return range.location..<(range.location + range.length)
    }
  }
#endif
