#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_exported import CellKit

  extension ListAdapter {
    /// Creates an adapter that drives `tableView` and becomes its data source and delegate.
    ///
    /// The table shows each section as rows: a group row for its header, its items, a row for its
    /// footer. A table without columns gets one, filling its width.
    @inlinable
    public convenience init(_ tableView: NSTableView) {
      self.init(attaching: tableView)
      resolveEvents()
    }

    /// Creates an adapter that drives `collectionView` and becomes its data source and delegate.
    @inlinable
    public convenience init(_ collectionView: NSCollectionView) {
      self.init(attaching: collectionView)
      resolveEvents()
    }

    /// Shows items in table cell views of type `Cell`, configured by `configure`.
    ///
    /// The view is made from its nib when it is ``NibReusable`` and in code when it is
    /// ``MadeInCode`` (a ``TableCellView``). Handlers `configure` registers on the view's controls end
    /// when the view is configured again.
    public func cell<Cell: NSView & Reusable>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
      configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
      addCellRegistration(
        cellType, shownBy: NSTableView.self, when: when,
        dequeue: { table, _ in table.dequeue(cellType: Cell.self) }, configure: configure)
    }

    /// Shows items with cells of type `Cell` configured by `configure`, as
    /// `cell(_:when:configure:)` does, holding `owner` weakly and passing it in first: a
    /// configure closure that asks the controller (its list's selection, its loader, its mode) needs no
    /// capture list. Once the owner is gone, a cell is left as it was configured last.
    public func cell<Cell: NSView & Reusable, Owner: AnyObject>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
      configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
    ) {
      cell(cellType, when: when, configure: owned(by: owner, configure))
    }

    /// Shows the cells of `column` in table cell views of type `Cell`, configured by `configure`, in
    /// an `NSTableView` whose list declares ``ListAdapter/columns``.
    ///
    /// Each list column is an `NSTableColumn` named by the column's id; its cells are dequeued by
    /// type as a row's are. A control in the view sends its actions with the row's current index
    /// path and item, and the column (`context.column`), found with `row(for:)` and `column(for:)`
    /// when the action fires, however the rows are sorted or filtered.
    ///
    /// - Parameters:
    ///   - cellType: The view class.
    ///   - column: The column whose cells it shows.
    ///   - when: Which items this registration shows; by default all.
    ///   - configure: Sets the view up for an item at an index path.
    public func cell<Cell: NSView & Reusable>(
      _ cellType: Cell.Type, column: ColumnID, when: @escaping @MainActor (Item) -> Bool = { _ in true },
      configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
      addCellRegistration(
        cellType, column: column, shownBy: NSTableView.self, when: when,
        dequeue: { table, _ in table.dequeue(cellType: Cell.self) }, configure: configure)
    }

    /// Keeps the `NSTableView`'s column layout — the columns' widths, order and hidden columns, and
    /// the sort — in the user's defaults under `name`, and restores the layout saved there now: the
    /// table's own autosave (`autosaveName`, `autosaveTableColumns`), with ``ListAdapter/columns``
    /// and ``ListAdapter/sortOrder`` taking what it restores.
    ///
    /// ```swift
    /// list.columns = columns
    /// list.autosaveColumns(as: "Tasks")
    /// ```
    ///
    /// - Parameter name: The name the layout is saved under, one per table of the app.
    /// - Precondition: The adapter drives an `NSTableView`, and ``ListAdapter/columns`` are set.
    public func autosaveColumns(as name: String) {
      guard let table = host as? NSTableView, !columns.isEmpty else {
        preconditionFailure(
          """
          autosaveColumns(as: "\(name)") keeps an NSTableView's columns: call it on the adapter of an \
          NSTableView, after setting its columns.
          """)
      }
      // AppKit reads the layout saved under a name when the name is set, with the columns there:
      // the moves and the sort it reports meanwhile are no choice of the user's.
      table.actions.session.perform(.updating) {
        table.autosaveTableColumns = true
        table.autosaveName = name
      }
      let restored = RestoredColumns(
        columns: table.tableColumns.map { ($0.identifier.rawValue, Double($0.width), $0.isHidden) },
        sortDescriptors: table.sortDescriptors.map { PlatformColumns.SortDescriptor($0.key, ascending: $0.ascending) })
      table.tableDriver.restore(restored, on: table)
    }

    /// Shows items in collection view items of type `Cell`, configured by `configure`.
    public func cell<Cell: NSCollectionViewItem & Reusable>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
      configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
      addCellRegistration(
        cellType, shownBy: NSCollectionView.self, when: when,
        dequeue: { collection, indexPath in collection.dequeue(for: indexPath, itemType: Cell.self) },
        configure: configure)
    }

    /// Shows items with cells of type `Cell` configured by `configure`, as
    /// `cell(_:when:configure:)` does, holding `owner` weakly and passing it in first: a
    /// configure closure that asks the controller (its list's selection, its loader, its mode) needs no
    /// capture list. Once the owner is gone, a cell is left as it was configured last.
    public func cell<Cell: NSCollectionViewItem & Reusable, Owner: AnyObject>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
      configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
    ) {
      cell(cellType, when: when, configure: owned(by: owner, configure))
    }

    /// Shows a header view of type `Header` above each section: a table's group row, or a
    /// collection's `elementKindSectionHeader` supplementary view.
    public func header<Header: NSView & Reusable>(
      _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
    ) {
      setHeaderRegistration(
        sectionView(viewType, kind: NSCollectionView.elementKindSectionHeader, configure: configure))
    }

    /// Shows a footer view of type `Footer` below each section: a table row, or a collection's
    /// `elementKindSectionFooter` supplementary view.
    public func footer<Footer: NSView & Reusable>(
      _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
    ) {
      setFooterRegistration(
        sectionView(viewType, kind: NSCollectionView.elementKindSectionFooter, configure: configure))
    }

    /// Shows a supplementary view of type `View` with every item of a collection view, for the
    /// layout's element `kind` (such as a badge), configured by `configure` for the item.
    ///
    /// Actions the view sends are routed with its item, like those of the item's cell; handlers
    /// `configure` registers end when the view is configured again.
    public func supplementary<View: NSView & Reusable>(
      _ viewType: View.Type, ofKind elementKind: String, configure: @escaping @MainActor (View, Item, IndexPath) -> Void
    ) {
      addItemSupplementaryRegistration(
        viewType, ofKind: elementKind, shownBy: NSCollectionView.self,
        dequeue: { collection, indexPath in
          collection.dequeueSupplementary(ofKind: elementKind, for: indexPath, viewType: View.self)
        },
        configure: configure)
    }

    private func sectionView<View: NSView & Reusable>(
      _ viewType: View.Type, kind: String, configure: @escaping @MainActor (View, Section, Int) -> Void
    ) -> SupplementaryRegistration<Section> {
      supplementaryRegistration(
        viewType, shownBy: NSView.self,
        dequeue: { host, section in
          if let table = host as? NSTableView { return table.dequeue(cellType: View.self) }
          guard let collection = host as? NSCollectionView else {
            preconditionFailure("\(View.self) can only be shown by an NSTableView or an NSCollectionView.")
          }
          return collection.dequeueSupplementary(
            ofKind: kind, for: IndexPath(item: 0, section: section), viewType: View.self)
        },
        configure: configure)
    }
  }
#endif
