/// What a ``ListAdapter`` shows its items and sections with: cell registrations, tried in order,
/// the header and footer views, and the section titles.
@MainActor
struct ListRegistrations<Section: Differentiable, Item: Differentiable> {
  private var cells: [CellRegistration<Item>] = []
  var header: SupplementaryRegistration<Section>?
  var footer: SupplementaryRegistration<Section>?
  var headerTitle: (@MainActor (Section, [Item]) -> String?)?
  var footerTitle: (@MainActor (Section, [Item]) -> String?)?
  /// The views of each element kind shown with every item, such as a badge.
  var itemSupplementaries: [String: CellRegistration<Item>] = [:]
  /// What the closures above read from `@Observable` objects, element by element.
  let observed = ObservedReads<Section.DifferenceIdentifier, Item.DifferenceIdentifier>()
  /// Where the tasks of the views configured run: the host's scheduler.
  var scheduler: @MainActor () -> any MainScheduler = { MainActorScheduler() }
  /// The session of the host the views are made for: making or configuring one is its layout,
  /// during which changes app code asks for wait.
  var session: @MainActor () -> HostSession = { HostSession() }

  /// Adds a cell registration, tried after those added before it.
  mutating func add(_ registration: CellRegistration<Item>) {
    cells.append(registration)
  }

  /// Registers cells of type `Cell` that only a host of type `Host` can show.
  mutating func addCell<Host, Cell: AnyObject>(
    _ cellType: Cell.Type, column: ColumnID?, shownBy hostType: Host.Type, when: @escaping @MainActor (Item) -> Bool,
    dequeue: @escaping @MainActor (Host, IndexPath) -> Cell,
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    add(
      CellRegistration(
        column: column, matches: when,
        dequeue: { host, indexPath in dequeue(Self.host(host, as: Host.self, showing: Cell.self), indexPath) },
        // Only ever called with a view this registration dequeued (its maker is checked first).
        configure: { view, item, indexPath in configure(unsafeDowncast(view, to: Cell.self), item, indexPath) }))
  }

  /// Shows views of type `View`, which only a `Host` can show, with every item, as supplementary
  /// views of `kind`.
  mutating func addItemSupplementary<Host, View: AnyObject>(
    _ viewType: View.Type, ofKind kind: String, shownBy hostType: Host.Type,
    dequeue: @escaping @MainActor (Host, IndexPath) -> View,
    configure: @escaping @MainActor (View, Item, IndexPath) -> Void
  ) {
    itemSupplementaries[kind] = CellRegistration(
      column: nil, matches: { _ in true },
      dequeue: { host, indexPath in dequeue(Self.host(host, as: Host.self, showing: View.self), indexPath) },
      // Only ever called with a view this registration dequeued (its maker is checked first).
      configure: { view, item, indexPath in configure(unsafeDowncast(view, to: View.self), item, indexPath) })
  }

  /// A header or footer registration for views of type `View` that only a `Host` can show.
  static func supplementary<Host, View: AnyObject>(
    _ viewType: View.Type, shownBy hostType: Host.Type,
    dequeue: @escaping @MainActor (Host, Int) -> View,
    configure: @escaping @MainActor (View, Section, Int) -> Void
  ) -> SupplementaryRegistration<Section> {
    SupplementaryRegistration(
      dequeue: { host, section in dequeue(Self.host(host, as: Host.self, showing: View.self), section) },
      // Only ever called with a view this registration dequeued (its maker is checked first).
      configure: { view, section, index in configure(unsafeDowncast(view, to: View.self), section, index) })
  }

  private static func host<Host>(_ host: any ListHost, as type: Host.Type, showing view: Any.Type) -> Host {
    guard let typed = host as? Host else {
      preconditionFailure(
        "\(view) can only be shown by a \(Host.self), but this list adapter drives a \(Swift.type(of: host)). "
          + "Register a view class made for that host.")
    }
    return typed
  }

  /// The first registration that shows `item` in `column` (nil: a list's row).
  func registration(for item: Item, column: ColumnID? = nil) -> CellRegistration<Item>? {
    cells.first { $0.column == column && $0.matches(item) }
  }

  /// The registration that made `view`, among the cell registrations.
  func maker(of view: AnyObject) -> CellRegistration<Item>? {
    cells.first { $0.maker.made(view) }
  }

  /// A cell from `host` for its row at `indexPath` (in `column`, for a list with columns),
  /// configured for `item`, which is at `itemIndexPath` in the snapshot.
  ///
  /// - Precondition: A registration shows `item` in `column`.
  func cell(
    for item: Item, at indexPath: IndexPath, itemIndexPath: IndexPath, column: ColumnID? = nil, in host: any ListHost
  ) -> AnyObject {
    let element: Element = column.map { .columnCell(item.differenceIdentifier, $0) } ?? .cell(item.differenceIdentifier)
    // The `when:` conditions are app code too.
    return session().perform(.layingOut) { cell(for: item, element, at: indexPath, itemIndexPath, column, in: host) }
  }

  private func cell(
    for item: Item, _ element: Element, at indexPath: IndexPath, _ itemIndexPath: IndexPath, _ column: ColumnID?,
    in host: any ListHost
  ) -> AnyObject {
    observed.track(element, renewing: false) {
      guard let registration = registration(for: item, column: column) else {
        let place = "[\(itemIndexPath.section), \(itemIndexPath.row)]"
        if let column {
          preconditionFailure(
            """
            No cell is registered for column "\(column)" of the item at \(place) (\(item)). Register one \
            with `list.cell(MyCell.self, column: "\(column)") { cell, item, indexPath in … }` before \
            applying a snapshot, and make sure a registration's `when:` condition accepts every item.
            """)
        }
        preconditionFailure(
          """
          No cell is registered for the item at \(place) (\(item)). Register one with \
          `list.cell(MyCell.self) { cell, item, indexPath in … }` before applying a snapshot, and make \
          sure a registration's `when:` condition accepts every item.
          """)
      }
      let view = registration.dequeue(host, indexPath)
      registration.maker.mark(view)
      reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, itemIndexPath) }
      return view
    }
  }

  /// Configures `view`, a cell on screen, again for `item`, in place; returns false, configuring
  /// nothing, when the registration that shows `item` now is not the one that made `view`, so the
  /// row must be reloaded for a cell of the right registration.
  ///
  /// What the configuration reads from `@Observable` objects is tracked afresh.
  func reconfigure(_ view: AnyObject, for item: Item, at indexPath: IndexPath) -> Bool {
    // A column's cell is configured by its column's registrations.
    let column = maker(of: view)?.column
    let element: Element = column.map { .columnCell(item.differenceIdentifier, $0) } ?? .cell(item.differenceIdentifier)
    let configured = observed.track(element, renewing: true) {
      guard let registration = registration(for: item, column: column), registration.maker.made(view) else {
        return false
      }
      reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, indexPath) }
      return true
    }
    // The reloaded row's configuration is tracked when its new cell is made.
    if !configured { observed.forget(element) }
    return configured
  }

  /// A supplementary view of `kind` from `host` for `item`, shown at `indexPath` and at
  /// `itemIndexPath` in the snapshot, or nil when no registration shows that kind.
  func supplementaryView(
    ofKind kind: String, for item: Item, at indexPath: IndexPath, itemIndexPath: IndexPath, in host: any ListHost
  ) -> AnyObject? {
    guard let registration = itemSupplementaries[kind] else { return nil }
    return observed.track(.itemSupplementary(item.differenceIdentifier, kind: kind), renewing: false) {
      let view = registration.dequeue(host, indexPath)
      registration.maker.mark(view)
      reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, itemIndexPath) }
      return view
    }
  }

  /// Configures `view`, a supplementary view of `kind` on screen, again for `item`, in place, when
  /// the registration of that kind made it; returns whether it did.
  func reconfigureSupplementary(_ view: AnyObject, ofKind kind: String, for item: Item, at indexPath: IndexPath)
    -> Bool
  {
    guard let registration = itemSupplementaries[kind], registration.maker.made(view) else { return false }
    return observed.track(.itemSupplementary(item.differenceIdentifier, kind: kind), renewing: true) {
      reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, indexPath) }
      return true
    }
  }

  /// A header (`isHeader`) or footer view from `host`, configured for `section`, or nil without a
  /// registration.
  func view(headerOrFooter isHeader: Bool, for section: Section, at index: Int, in host: any ListHost) -> AnyObject? {
    guard let registration = isHeader ? header : footer else { return nil }
    let id = section.differenceIdentifier
    return observed.track(isHeader ? .header(id) : .footer(id), renewing: false) {
      let view = registration.dequeue(host, index)
      registration.maker.mark(view)
      reconfigure(view, identity: id) { registration.configure(view, section, index) }
      return view
    }
  }

  /// Configures `view`, a header (`isHeader`) or footer view on screen, again for `section`, in
  /// place, when the registration of headers or footers made it; returns whether it did.
  func reconfigure(headerOrFooter isHeader: Bool, _ view: AnyObject, for section: Section, at index: Int) -> Bool {
    guard let registration = isHeader ? header : footer, registration.maker.made(view) else { return false }
    let id = section.differenceIdentifier
    return observed.track(isHeader ? .header(id) : .footer(id), renewing: true) {
      reconfigure(view, identity: id) { registration.configure(view, section, index) }
      return true
    }
  }

  /// The header (`isHeader`) or footer title of `section`, whose items are `items`, or nil without
  /// a title closure.
  func title(headerOrFooter isHeader: Bool, for section: Section, items: [Item]) -> String? {
    guard let title = isHeader ? headerTitle : footerTitle else { return nil }
    let id = section.differenceIdentifier
    return observed.track(isHeader ? .headerTitle(id) : .footerTitle(id), renewing: false) { title(section, items) }
  }

  typealias Element = ObservedElement<Section.DifferenceIdentifier, Item.DifferenceIdentifier>

  /// Runs `configure` as `view`'s new configuration, showing the content of `identity`, so the
  /// handlers and tasks it starts end when the view is reused for other content.
  private func reconfigure(_ view: AnyObject, identity: some Hashable, _ configure: () -> Void) {
    session().perform(.layingOut) {
      if let scoped = view as? any ReuseScoped {
        scoped.reuseScope.scheduler = scheduler()
        scoped.reuseScope.reconfiguring(identity: AnyHashable(identity), configure)
      } else {
        configure()
      }
    }
  }
}
