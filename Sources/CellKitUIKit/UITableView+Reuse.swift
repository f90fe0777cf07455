#if canImport(UIKit)
  import UIKit

  extension UITableView {
    /// Registers a cell class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Cell: UITableViewCell & Reusable>(_ cellType: Cell.Type) {
      if let nibType = cellType as? any NibReusable.Type {
        register(nibType.nib, forCellReuseIdentifier: Cell.reuseIdentifier)
      } else {
        register(cellType, forCellReuseIdentifier: Cell.reuseIdentifier)
      }
      cellKitRegistrations.registered.insert("cell:" + Cell.reuseIdentifier)
    }

    /// Registers a header or footer view class, or its nib, under its reuse identifier.
    public func registerHeaderFooter<View: UITableViewHeaderFooterView & Reusable>(_ viewType: View.Type) {
      if let nibType = viewType as? any NibReusable.Type {
        register(nibType.nib, forHeaderFooterViewReuseIdentifier: View.reuseIdentifier)
      } else {
        register(viewType, forHeaderFooterViewReuseIdentifier: View.reuseIdentifier)
      }
      cellKitRegistrations.registered.insert("header:" + View.reuseIdentifier)
    }

    /// A cell of type `Cell` for the row at `indexPath`, registered on first use.
    ///
    /// `let cell: YoutuberCell = tableView.dequeue(for: indexPath)`. Handlers registered on the
    /// cell's controls are permanent; register them in ``dequeue(for:cellType:configure:)`` to have
    /// them end when the cell is reused.
    ///
    /// - Precondition: The identifier is not registered for another class (the message names both).
    public func dequeue<Cell: UITableViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self
    ) -> Cell {
      if !cellKitRegistrations.registered.contains("cell:" + Cell.reuseIdentifier) { register(cellType) }
      let view = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
      guard let cell = view as? Cell else {
        preconditionFailure(ReuseError.mismatch(Cell.reuseIdentifier, .cell, made: view, wanted: Cell.self).description)
      }
      return cell
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
      if !cellKitRegistrations.registered.contains("header:" + View.reuseIdentifier) {
        registerHeaderFooter(viewType)
      }
      guard let view = dequeueReusableHeaderFooterView(withIdentifier: View.reuseIdentifier) else {
        preconditionFailure(ReuseError.notRegistered(identifier: View.reuseIdentifier, kind: .header).description)
      }
      guard let typed = view as? View else {
        preconditionFailure(
          ReuseError.mismatch(View.reuseIdentifier, .header, made: view, wanted: View.self).description)
      }
      return typed
    }
  }

  extension UICollectionView {
    /// Registers a cell class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Cell: UICollectionViewCell & Reusable>(_ cellType: Cell.Type) {
      if let nibType = cellType as? any NibReusable.Type {
        register(nibType.nib, forCellWithReuseIdentifier: Cell.reuseIdentifier)
      } else {
        register(cellType, forCellWithReuseIdentifier: Cell.reuseIdentifier)
      }
      cellKitRegistrations.registered.insert("cell:" + Cell.reuseIdentifier)
    }

    /// Registers a supplementary view class, or its nib, for an element kind (such as
    /// `UICollectionView.elementKindSectionHeader`).
    public func register<View: UICollectionReusableView & Reusable>(_ viewType: View.Type, ofKind elementKind: String) {
      if let nibType = viewType as? any NibReusable.Type {
        register(nibType.nib, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: View.reuseIdentifier)
      } else {
        register(viewType, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: View.reuseIdentifier)
      }
      cellKitRegistrations.registered.insert(elementKind + ":" + View.reuseIdentifier)
    }

    /// A cell of type `Cell` for the item at `indexPath`, registered on first use.
    public func dequeue<Cell: UICollectionViewCell & Reusable>(
      for indexPath: IndexPath, cellType: Cell.Type = Cell.self
    ) -> Cell {
      if !cellKitRegistrations.registered.contains("cell:" + Cell.reuseIdentifier) { register(cellType) }
      let view = dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
      guard let cell = view as? Cell else {
        preconditionFailure(ReuseError.mismatch(Cell.reuseIdentifier, .cell, made: view, wanted: Cell.self).description)
      }
      return cell
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
      if !cellKitRegistrations.registered.contains(elementKind + ":" + View.reuseIdentifier) {
        register(viewType, ofKind: elementKind)
      }
      let view = dequeueReusableSupplementaryView(
        ofKind: elementKind, withReuseIdentifier: View.reuseIdentifier, for: indexPath)
      guard let typed = view as? View else {
        preconditionFailure(
          ReuseError.mismatch(View.reuseIdentifier, .supplementary(elementKind), made: view, wanted: View.self)
            .description)
      }
      return typed
    }
  }

  extension UITableViewCell: ReuseScoped {
    /// The scope of the cell's current configuration.
    package var reuseScope: ReuseScope { associatedReuseScope }
  }

  extension UITableViewHeaderFooterView: ReuseScoped {
    /// The scope of the view's current configuration.
    package var reuseScope: ReuseScope { associatedReuseScope }
  }

  extension UICollectionReusableView: ReuseScoped {
    /// The scope of the cell's or view's current configuration.
    package var reuseScope: ReuseScope { associatedReuseScope }
  }

  extension UIView {
    var associatedReuseScope: ReuseScope {
      associated(self, &AssociatedKey.reuseScope) { ReuseScope() }
    }
  }
#endif
