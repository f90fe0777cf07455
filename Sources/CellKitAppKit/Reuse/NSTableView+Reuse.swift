#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  extension NSTableView {
    /// Registers the nib of a ``NibReusable`` view under its reuse identifier. Views made in code
    /// (``MadeInCode``) need no registration: ``dequeue(cellType:owner:)`` makes them.
    public func register<Cell: NSView & NibReusable>(_ cellType: Cell.Type) {
      register(Cell.nib, forIdentifier: NSUserInterfaceItemIdentifier(Cell.reuseIdentifier))
      cellKitRegistrations.insert(Cell.reuseIdentifier)
    }

    /// A view of type `Cell` for a row: one waiting for reuse, or a new one, made from its nib when it
    /// is ``NibReusable`` (registered on first use) and in code when it is ``MadeInCode``.
    ///
    /// `let cell: YoutuberCell = tableView.dequeue()`. Handlers registered on the cell's controls are
    /// permanent; register them in ``dequeue(cellType:owner:configure:)`` to have them end when the
    /// view is reused.
    ///
    /// - Parameters:
    ///   - cellType: The view's type; inferred from the result's.
    ///   - owner: The owner of a nib's objects, passed to `makeView(withIdentifier:owner:)`.
    /// - Precondition: `Cell` is ``NibReusable`` or ``MadeInCode``, and its identifier is not
    ///   registered for another class (the message names both).
    public func dequeue<Cell: NSView & Reusable>(cellType: Cell.Type = Cell.self, owner: Any? = nil) -> Cell {
      let identifier = NSUserInterfaceItemIdentifier(Cell.reuseIdentifier)
      // A view the table knows already (in its nib, or registered by the app) is kept.
      let existing = cellKitRegistrations.firstUse(
        Cell.reuseIdentifier, existing: { makeView(withIdentifier: identifier, owner: owner) },
        register: { (cellType as? any NibReusable.Type).map { register($0.nib, forIdentifier: identifier) } })
      if let view = existing ?? makeView(withIdentifier: identifier, owner: owner) {
        return HostRegistrations.typed(view, identifier: Cell.reuseIdentifier, kind: .cell)
      }
      guard let madeType = cellType as? any MadeInCode.Type, let cell = madeType.init(frame: .zero) as? Cell else {
        preconditionFailure(
          """
          Cannot make a \(Cell.self) for the table: it has no nib and cannot be made in code. Subclass \
          TableCellView, adopt MadeInCode (declare `required override init(frame:)`), or adopt \
          NibReusable and add \(Cell.self).xib.
          """)
      }
      cell.identifier = identifier
      return cell
    }

    /// A view of type `Cell`, configured by `configure`; handlers `configure` registers end when the
    /// view is reused.
    public func dequeue<Cell: NSView & Reusable>(
      cellType: Cell.Type = Cell.self, owner: Any? = nil, configure: (Cell) -> Void
    ) -> Cell {
      let cell = dequeue(cellType: cellType, owner: owner)
      cell.reuseScope.reconfiguring { configure(cell) }
      return cell
    }
  }

  @_spi(CellKitPlatform) extension NSView: ReuseScoped {
    /// The scope of the view's current configuration, as a table cell, header or footer.
    @_spi(CellKitPlatform) public var reuseScope: ReuseScope {
      associatedReuseScope
    }
  }
#endif
