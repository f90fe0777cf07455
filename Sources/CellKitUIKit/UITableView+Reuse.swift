#if canImport(UIKit)
  import UIKit
  @_spi(CellKitPlatform) import CellKit

  extension UITableView {
    /// Registers a cell class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Cell: UITableViewCell & Reusable>(_ cellType: Cell.Type) {
      registerNibOrClass(
        cellType, nib: { register($0, forCellReuseIdentifier: Cell.reuseIdentifier) },
        class: { register($0, forCellReuseIdentifier: Cell.reuseIdentifier) })
      cellKitRegistrations.insert("cell:" + Cell.reuseIdentifier)
    }

    /// Registers a header or footer view class, or its nib, under its reuse identifier.
    public func registerHeaderFooter<View: UITableViewHeaderFooterView & Reusable>(_ viewType: View.Type) {
      registerNibOrClass(
        viewType, nib: { register($0, forHeaderFooterViewReuseIdentifier: View.reuseIdentifier) },
        class: { register($0, forHeaderFooterViewReuseIdentifier: View.reuseIdentifier) })
      cellKitRegistrations.insert("header:" + View.reuseIdentifier)
    }

    /// A cell of type `Cell` for the row at `indexPath`, registered on first use unless the table
    /// already makes cells for its identifier (a storyboard prototype, or a class or nib you
    /// registered with the table yourself), which it then keeps.
    ///
    /// `let cell: YoutuberCell = tableView.dequeue(for: indexPath)`. Handlers registered on the
    /// cell's controls are permanent; register them in ``dequeue(for:cellType:configure:)`` to have
    /// them end when the cell is reused.
    ///
    /// - Precondition: The identifier is not registered for another class (the message names both).
    public func dequeue<Cell: UITableViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self
    ) -> Cell {
      // A storyboard prototype, or a class or nib the app registered itself, is kept.
      let existing = cellKitRegistrations.firstUse(
        "cell:" + Cell.reuseIdentifier, existing: { dequeueReusableCell(withIdentifier: Cell.reuseIdentifier) },
        register: { register(cellType) })
      return HostRegistrations.typed(
        existing ?? dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath),
        identifier: Cell.reuseIdentifier, kind: .cell)
    }

    /// A cell of type `Cell`, configured by `configure`; handlers `configure` registers end when the
    /// cell is reused.
    public func dequeue<Cell: UITableViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self, configure: (Cell) -> Void
    ) -> Cell {
      let cell = dequeue(for: indexPath, cellType: cellType)
      cell.reuseScope.reconfiguring { configure(cell) }
      return cell
    }

    /// A header or footer view of type `View`, registered on first use.
    public func dequeueHeaderFooter<View: UITableViewHeaderFooterView & Reusable>(
      viewType: View.Type = View.self
    ) -> View {
      let existing = cellKitRegistrations.firstUse(
        "header:" + View.reuseIdentifier,
        existing: { dequeueReusableHeaderFooterView(withIdentifier: View.reuseIdentifier) },
        register: { registerHeaderFooter(viewType) })
      return HostRegistrations.typed(
        existing ?? dequeueReusableHeaderFooterView(withIdentifier: View.reuseIdentifier),
        identifier: View.reuseIdentifier, kind: .header)
    }
  }

  extension UICollectionView {
    /// Registers a cell class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Cell: UICollectionViewCell & Reusable>(_ cellType: Cell.Type) {
      registerNibOrClass(
        cellType, nib: { register($0, forCellWithReuseIdentifier: Cell.reuseIdentifier) },
        class: { register($0, forCellWithReuseIdentifier: Cell.reuseIdentifier) })
      cellKitRegistrations.insert("cell:" + Cell.reuseIdentifier)
    }

    /// Registers a supplementary view class, or its nib, for an element kind (such as
    /// `UICollectionView.elementKindSectionHeader`).
    public func register<View: UICollectionReusableView & Reusable>(_ viewType: View.Type, ofKind elementKind: String) {
      registerNibOrClass(
        viewType,
        nib: { register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: View.reuseIdentifier) },
        class: { register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: View.reuseIdentifier) })
      cellKitRegistrations.insert(elementKind + ":" + View.reuseIdentifier)
    }

    /// A cell of type `Cell` for the item at `indexPath`, registered on first use. A collection view
    /// cannot say what it knows of an identifier, so that registration replaces a storyboard
    /// prototype of the same identifier (a table keeps it): design such a cell in a nib of its own
    /// instead, and make it `NibReusable`.
    public func dequeue<Cell: UICollectionViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self
    ) -> Cell {
      cellKitRegistrations.once("cell:" + Cell.reuseIdentifier) { register(cellType) }
      return HostRegistrations.typed(
        dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath),
        identifier: Cell.reuseIdentifier, kind: .cell)
    }

    /// A cell of type `Cell`, configured by `configure`; handlers `configure` registers end when the
    /// cell is reused.
    public func dequeue<Cell: UICollectionViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self, configure: (Cell) -> Void
    ) -> Cell {
      let cell = dequeue(for: indexPath, cellType: cellType)
      cell.reuseScope.reconfiguring { configure(cell) }
      return cell
    }

    /// A supplementary view of type `View` for an element kind, registered on first use.
    public func dequeueSupplementary<View: UICollectionReusableView & Reusable>(
      ofKind elementKind: String, for indexPath: IndexPath, viewType: View.Type = View.self
    ) -> View {
      cellKitRegistrations.once(elementKind + ":" + View.reuseIdentifier) { register(viewType, ofKind: elementKind) }
      return HostRegistrations.typed(
        dequeueReusableSupplementaryView(
          ofKind: elementKind, withReuseIdentifier: View.reuseIdentifier, for: indexPath),
        identifier: View.reuseIdentifier, kind: .supplementary(elementKind))
    }
  }

  extension UIView {
    /// Registers `type`'s nib when it has one, or else the class itself.
    func registerNibOrClass(_ type: AnyClass, nib: (UINib) -> Void, class register: (AnyClass) -> Void) {
      if let nibType = type as? any NibReusable.Type { nib(nibType.nib) } else { register(type) }
    }
  }

  @_spi(CellKitPlatform) extension UITableViewCell: ReuseScoped {
    /// The scope of the cell's current configuration.
    @_spi(CellKitPlatform) public var reuseScope: ReuseScope { associatedReuseScope }
  }

  @_spi(CellKitPlatform) extension UITableViewHeaderFooterView: ReuseScoped {
    /// The scope of the view's current configuration.
    @_spi(CellKitPlatform) public var reuseScope: ReuseScope { associatedReuseScope }
  }

  @_spi(CellKitPlatform) extension UICollectionReusableView: ReuseScoped {
    /// The scope of the cell's or view's current configuration.
    @_spi(CellKitPlatform) public var reuseScope: ReuseScope { associatedReuseScope }
  }
#endif
