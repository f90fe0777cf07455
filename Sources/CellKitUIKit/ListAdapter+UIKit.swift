#if canImport(UIKit)
  import UIKit
  @_exported import CellKit

  extension ListAdapter {
    /// Creates an adapter that drives `tableView` and becomes its data source and delegate.
    @inlinable
    public convenience init(_ tableView: UITableView) {
      self.init(attaching: tableView)
      resolveEvents()
    }

    /// Creates an adapter that drives `collectionView` and becomes its data source and delegate.
    @inlinable
    public convenience init(_ collectionView: UICollectionView) {
      self.init(attaching: collectionView)
      resolveEvents()
    }

    /// Shows items in table view cells of type `Cell`, configured by `configure`.
    ///
    /// The cell type is registered on first use (from its nib when it is ``NibReusable``). Handlers
    /// `configure` registers on the cell's controls end when the cell is configured again.
    public func cell<Cell: UITableViewCell & Reusable>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
      configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
      addCellRegistration(
        cellType, shownBy: UITableView.self, when: when,
        dequeue: { table, indexPath in table.dequeue(for: indexPath, cellType: Cell.self) }, configure: configure)
    }

    /// Shows items with cells of type `Cell` configured by `configure`, as
    /// `cell(_:when:configure:)` does, holding `owner` weakly and passing it in first: a
    /// configure closure that asks the controller (its list's selection, its loader, its mode) needs no
    /// capture list. Once the owner is gone, a cell is left as it was configured last.
    public func cell<Cell: UITableViewCell & Reusable, Owner: AnyObject>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
      configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
    ) {
      cell(cellType, when: when, configure: owned(by: owner, configure))
    }

    /// Shows items in collection view cells of type `Cell`, configured by `configure`.
    public func cell<Cell: UICollectionViewCell & Reusable>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true },
      configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
      addCellRegistration(
        cellType, shownBy: UICollectionView.self, when: when,
        dequeue: { collection, indexPath in collection.dequeue(for: indexPath, cellType: Cell.self) },
        configure: configure)
    }

    /// Shows items with cells of type `Cell` configured by `configure`, as
    /// `cell(_:when:configure:)` does, holding `owner` weakly and passing it in first: a
    /// configure closure that asks the controller (its list's selection, its loader, its mode) needs no
    /// capture list. Once the owner is gone, a cell is left as it was configured last.
    public func cell<Cell: UICollectionViewCell & Reusable, Owner: AnyObject>(
      _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool = { _ in true }, owner: Owner,
      configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
    ) {
      cell(cellType, when: when, configure: owned(by: owner, configure))
    }

    /// Shows a table header view of type `Header` above each section.
    public func header<Header: UITableViewHeaderFooterView & Reusable>(
      _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
    ) {
      setHeaderRegistration(tableSupplementary(viewType, configure: configure))
    }

    /// Shows a table footer view of type `Footer` below each section.
    public func footer<Footer: UITableViewHeaderFooterView & Reusable>(
      _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
    ) {
      setFooterRegistration(tableSupplementary(viewType, configure: configure))
    }

    /// Shows a collection section header (`elementKindSectionHeader`) of type `Header`.
    public func header<Header: UICollectionReusableView & Reusable>(
      _ viewType: Header.Type, configure: @escaping @MainActor (Header, Section, Int) -> Void
    ) {
      setHeaderRegistration(
        collectionSupplementary(viewType, kind: UICollectionView.elementKindSectionHeader, configure: configure))
    }

    /// Shows a collection section footer (`elementKindSectionFooter`) of type `Footer`.
    public func footer<Footer: UICollectionReusableView & Reusable>(
      _ viewType: Footer.Type, configure: @escaping @MainActor (Footer, Section, Int) -> Void
    ) {
      setFooterRegistration(
        collectionSupplementary(viewType, kind: UICollectionView.elementKindSectionFooter, configure: configure))
    }

    /// Shows a supplementary view of type `View` with every item, for the layout's element `kind`
    /// (such as a badge item of a compositional layout), configured by `configure` for the item.
    ///
    /// Actions the view sends are routed with its item, like those of the item's cell; handlers
    /// `configure` registers end when the view is configured again.
    public func supplementary<View: UICollectionReusableView & Reusable>(
      _ viewType: View.Type, ofKind elementKind: String, configure: @escaping @MainActor (View, Item, IndexPath) -> Void
    ) {
      addItemSupplementaryRegistration(
        viewType, ofKind: elementKind, shownBy: UICollectionView.self,
        dequeue: { collection, indexPath in
          collection.dequeueSupplementary(ofKind: elementKind, for: indexPath, viewType: View.self)
        },
        configure: configure)
    }

    private func tableSupplementary<View: UITableViewHeaderFooterView & Reusable>(
      _ viewType: View.Type, configure: @escaping @MainActor (View, Section, Int) -> Void
    ) -> SupplementaryRegistration<Section> {
      supplementaryRegistration(
        viewType, shownBy: UITableView.self, dequeue: { table, _ in table.dequeueHeaderFooter(viewType: View.self) },
        configure: configure)
    }

    private func collectionSupplementary<View: UICollectionReusableView & Reusable>(
      _ viewType: View.Type, kind: String, configure: @escaping @MainActor (View, Section, Int) -> Void
    ) -> SupplementaryRegistration<Section> {
      supplementaryRegistration(
        viewType, shownBy: UICollectionView.self,
        dequeue: { collection, section in
          collection.dequeueSupplementary(ofKind: kind, for: IndexPath(item: 0, section: section), viewType: View.self)
        },
        configure: configure)
    }
  }
#endif
