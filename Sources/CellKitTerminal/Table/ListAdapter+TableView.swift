import CellKit
import Foundation

extension ListAdapter {
  /// Creates an adapter that drives `tableView`.
  @inlinable
  public convenience init(_ tableView: TableView) {
    self.init(attaching: tableView)
    resolveEvents()
  }

  /// Moves the adapter to `tableView`, from the table or collection view it drives: the table shows
  /// the same items and selection from then on, with the keyboard focus on the item that had it,
  /// and the old host shows nothing. Called from app code the list runs (a configure closure, a
  /// handler), the move is made once the list's own work is over (see
  /// <doc:CellKit/ChangingTheListFromItsCallbacks>).
  ///
  /// Every handler moves with the adapter (those registered on the old host's `actions` too), and
  /// their tokens keep removing them. Cells come from the same registrations, so a `TableCell` class
  /// serves both views.
  ///
  /// ```swift
  /// list.attach(to: grid)
  /// ```
  @inlinable
  public func attach(to tableView: TableView) {
    move(to: tableView)
  }

  /// Shows items with cells of type `Cell`, configured by `configure`, in a table or a collection
  /// view.
  ///
  /// The cell type is registered with the host on first use. Handlers `configure` registers on the
  /// cell's controls last until the cell is configured again, so they never pile up.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - when: Which items this registration shows; by default all. The first registration whose
  ///     condition accepts an item shows it.
  ///   - configure: Sets the cell up for an item at an index path.
  public func cell<Cell: TableCell & Reusable>(
    _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCellRegistration(
      cellType, shownBy: (any CellHost).self, when: when,
      dequeue: { host, indexPath in host.dequeue(for: indexPath, cellType: Cell.self) }, configure: configure)
  }

  /// Shows the cells of `column` with cells of type `Cell`, configured by `configure`, in a table
  /// whose list declares ``ListAdapter/columns``.
  ///
  /// Registrations of one column are tried in order, as for rows. A control in the cell sends its
  /// actions as in a row's cell; their context's `column` names the column, and its `item` and
  /// `indexPath` are the row's when the action fires, however the rows are sorted or filtered.
  ///
  /// ```swift
  /// list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
  /// ```
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - column: The column whose cells it shows.
  ///   - when: Which items this registration shows; by default all.
  ///   - configure: Sets the cell up for an item at an index path.
  public func cell<Cell: TableCell & Reusable>(
    _ cellType: Cell.Type, column: ColumnID, when: @escaping @MainActor (Item) -> Bool = { _ in true },
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCellRegistration(
      cellType, column: column, shownBy: (any CellHost).self, when: when,
      dequeue: { host, indexPath in host.dequeue(for: indexPath, cellType: Cell.self) }, configure: configure)
  }

  /// Shows items with cells of type `Cell` configured by `configure`, as
  /// ``cell(_:when:configure:)`` does, holding `owner` weakly and passing it in first: a
  /// configure closure that asks the controller (its list's selection, its loader, its mode) needs no
  /// capture list. Once the owner is gone, a cell is left as it was configured last.
  ///
  /// ```swift
  /// list.cell(YoutuberCell.self, owner: self) { owner, cell, youtuber, _ in
  ///   cell.name.text = (owner.list.isSelected(youtuber) ? "✓ " : "") + youtuber.name
  /// }
  /// ```
  public func cell<Cell: TableCell & Reusable, Owner: AnyObject>(
    _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
    configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
  ) {
    cell(cellType, when: when, configure: owned(by: owner, configure))
  }

  /// Shows the cells of `column` with cells of type `Cell` configured by `configure`, as
  /// ``cell(_:column:when:configure:)`` does, holding `owner` weakly and passing it in first. Once
  /// the owner is gone, a cell is left as it was configured last.
  ///
  /// ```swift
  /// list.cell(TaskDoneCell.self, column: .done, owner: self) { owner, cell, task, _ in
  ///   cell.done.isOn = owner.isDone(task)
  /// }
  /// ```
  public func cell<Cell: TableCell & Reusable, Owner: AnyObject>(
    _ cellType: Cell.Type, column: ColumnID, when: @escaping @MainActor (Item) -> Bool = { _ in true },
    owner: Owner, configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
  ) {
    cell(cellType, column: column, when: when, configure: owned(by: owner, configure))
  }

  /// Shows a header view of type `Header` above each section, configured by `configure`, in a table
  /// or a collection view.
  public func header<Header: TableHeaderFooterView & Reusable>(
    _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
  ) {
    setHeaderRegistration(supplementary(viewType, configure: configure))
  }

  /// Shows a footer view of type `Footer` below each section, configured by `configure`, in a table
  /// or a collection view.
  public func footer<Footer: TableHeaderFooterView & Reusable>(
    _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
  ) {
    setFooterRegistration(supplementary(viewType, configure: configure))
  }

  private func supplementary<View: TableHeaderFooterView & Reusable>(
    _ viewType: View.Type, configure: @escaping @MainActor (View, Section, Int) -> Void
  ) -> SupplementaryRegistration<Section> {
    supplementaryRegistration(
      viewType, shownBy: (any CellHost).self, dequeue: { host, _ in host.dequeueHeaderFooter(viewType: View.self) },
      configure: configure)
  }
}
