import CellKit
import Foundation

extension ListAdapter {
  /// Creates an adapter that drives `tableView`.
  public convenience init(_ tableView: TableView) {
    self.init(tableView as any ListHost)
  }

  /// Shows items with cells of type `Cell`, configured by `configure`.
  ///
  /// The cell type is registered with the table on first use. Handlers `configure` registers on the
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
      CellRegistration(
        matches: when,
        dequeue: { host, indexPath in
          guard let table = host as? TableView else {
            preconditionFailure("\(Cell.self) is a terminal TableCell; it can only be shown by a TableView.")
          }
          return table.dequeue(for: indexPath, cellType: Cell.self)
        },
        configure: { view, item, indexPath in configure(unsafeDowncast(view, to: Cell.self), item, indexPath) }))
  }

  /// Shows a header view of type `Header` above each section, configured by `configure`.
  public func header<Header: TableHeaderFooterView & Reusable>(
    _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
  ) {
    setHeaderRegistration(supplementary(viewType, configure: configure))
  }

  /// Shows a footer view of type `Footer` below each section, configured by `configure`.
  public func footer<Footer: TableHeaderFooterView & Reusable>(
    _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
  ) {
    setFooterRegistration(supplementary(viewType, configure: configure))
  }

  private func supplementary<View: TableHeaderFooterView & Reusable>(
    _ viewType: View.Type, configure: @escaping @MainActor (View, Section, Int) -> Void
  ) -> SupplementaryRegistration {
    SupplementaryRegistration(
      dequeue: { host, _ in
        guard let table = host as? TableView else {
          preconditionFailure("\(View.self) is a terminal header or footer view; only a TableView shows it.")
        }
        return table.dequeueHeaderFooter(viewType: View.self)
      },
      configure: { view, section, index in configure(unsafeDowncast(view, to: View.self), section, index) })
  }
}
