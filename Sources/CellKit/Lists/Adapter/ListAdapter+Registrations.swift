import Foundation

extension ListAdapter {
  /// Registers cells of type `Cell` that only a host of type `Host` can show; the platform modules
  /// build their typed `cell(_:when:configure:)` methods on this.
  package func addCellRegistration<Host, Cell: AnyObject>(
    _ cellType: Cell.Type, column: ColumnID? = nil, shownBy hostType: Host.Type,
    when: @escaping @MainActor (Item) -> Bool, dequeue: @escaping @MainActor (Host, IndexPath) -> Cell,
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    registrations.addCell(
      cellType, column: column, shownBy: hostType, when: when, dequeue: dequeue, configure: configure)
  }

  /// `configure` with `owner` held weakly and passed in first: what the platform modules' `cell(_:when:owner:configure:)`
  /// methods register. Once the owner is gone, a cell is left as it was.
  package func owned<Owner: AnyObject, Cell>(
    by owner: Owner, _ configure: @escaping @MainActor (Owner, Cell, Item, IndexPath) -> Void
  ) -> @MainActor (Cell, Item, IndexPath) -> Void {
    { [weak owner] cell, item, indexPath in
      if let owner { configure(owner, cell, item, indexPath) }
    }
  }

  /// Shows views of type `View`, which only a `Host` can show, with every item as supplementary
  /// views of `kind`; the platform modules build their typed `supplementary(_:ofKind:configure:)`
  /// methods on this.
  package func addItemSupplementaryRegistration<Host, View: AnyObject>(
    _ viewType: View.Type, ofKind kind: String, shownBy hostType: Host.Type,
    dequeue: @escaping @MainActor (Host, IndexPath) -> View,
    configure: @escaping @MainActor (View, Item, IndexPath) -> Void
  ) {
    registrations.addItemSupplementary(
      viewType, ofKind: kind, shownBy: hostType, dequeue: dequeue, configure: configure)
    reload()
  }

  /// A header or footer registration for views of type `View` that only a `Host` can show.
  package func supplementaryRegistration<Host, View: AnyObject>(
    _ viewType: View.Type, shownBy hostType: Host.Type,
    dequeue: @escaping @MainActor (Host, Int) -> View,
    configure: @escaping @MainActor (View, Section, Int) -> Void
  ) -> SupplementaryRegistration<Section> {
    ListRegistrations<Section, Item>.supplementary(viewType, shownBy: hostType, dequeue: dequeue, configure: configure)
  }

  /// Shows `registration`'s view above each section.
  package func setHeaderRegistration(_ registration: SupplementaryRegistration<Section>) {
    registrations.header = registration
    reload()
  }

  /// Shows `registration`'s view below each section.
  package func setFooterRegistration(_ registration: SupplementaryRegistration<Section>) {
    registrations.footer = registration
    reload()
  }

  /// Gives each section a header title made from the section and its items.
  ///
  /// Section titles are asked for again on every update, so a title can count the section's items.
  /// `items` are those the host shows, or, for a collapsed section, those it hides (the filter's
  /// choice in both cases). A collapsed header shows the title followed by how many items it hides,
  /// "Friends (2)", unless the title already ends with that count.
  public func headerTitle(_ title: @escaping @MainActor (Section, [Item]) -> String?) {
    registrations.headerTitle = title
    reload()
  }

  /// Gives each section a footer title made from the section and its items, such as a count.
  public func footerTitle(_ title: @escaping @MainActor (Section, [Item]) -> String?) {
    registrations.footerTitle = title
    reload()
  }
}
