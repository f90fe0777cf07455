@_spi(CellKitPlatform) import CellKit
@_exported import CellKit

extension ListAdapter {
  /// An adapter that drives `view`, a ``ListView`` or a ``GridView``: it shows the adapter's
  /// snapshot, and its cells' actions are routed to the adapter's handlers with the row's index
  /// path and item when they fire.
  public convenience init(_ view: RecyclingView) {
    self.init(driving: view.table)
  }

  /// Moves the adapter to `view`: it shows the same items and selection from then on, its
  /// handlers come along, and the view it leaves shows nothing.
  public func attach(to view: RecyclingView) {
    attach(driving: view.table)
  }

  /// Shows the items `when` accepts (all, by default) in cells of `cellType`, configured by
  /// `configure` each time a row shows one.
  ///
  /// Register several cell types with different `when` tests to show items in different cells;
  /// the first registration that accepts an item shows it, and a row whose item changes which
  /// registration accepts it gets a cell of the new type.
  public func cell<Cell: ListCell>(
    _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCell(cellType, when: when, dequeue: { $0.listView.dequeue(Cell.self) }, configure: configure)
  }

  /// Shows items in cells of `cellType`, holding `owner` weakly and passing it to `configure`.
  public func cell<Cell: ListCell, Owner: AnyObject>(
    _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
    configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
  ) {
    cell(cellType, when: when) { [weak owner] cell, item, indexPath in
      if let owner { configure(owner, cell, item, indexPath) }
    }
  }

  /// Shows the cells of `column` with cells of type `Cell`, configured by `configure`, in a
  /// ``ColumnView`` whose list declares `columns`.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - column: The column whose cells it shows.
  ///   - when: Which items this registration shows; by default all.
  ///   - configure: Sets the cell up for an item at an index path.
  public func cell<Cell: ListCell>(
    _ cellType: Cell.Type, column: ColumnID, when: @escaping @MainActor (Item) -> Bool = { _ in true },
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCell(cellType, column: column, when: when, dequeue: { $0.listView.dequeue(Cell.self) }, configure: configure)
  }

  /// Shows each section's header row in a view of `viewType`, instead of the section's title.
  public func header<Header: ListCell>(
    _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
  ) {
    setSectionView(viewType, isHeader: true, dequeue: { $0.listView.dequeue(Header.self) }, configure: configure)
  }

  /// Shows each section's footer row in a view of `viewType`, instead of the section's footer
  /// title.
  public func footer<Footer: ListCell>(
    _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
  ) {
    setSectionView(viewType, isHeader: false, dequeue: { $0.listView.dequeue(Footer.self) }, configure: configure)
  }
}

extension FlatTable {
  /// The GTK list or grid this table decides for.
  fileprivate var listView: RecyclingView {
    guard let list = view as? RecyclingView else {
      preconditionFailure("A CellKitGTK list adapter is showing rows in a list that has been deallocated.")
    }
    return list
  }
}
