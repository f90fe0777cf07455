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

  /// Adds a cell registration, tried after those added before it.
  mutating func add(_ registration: CellRegistration<Item>) {
    cells.append(registration)
  }

  /// Registers cells of type `Cell` that only a host of type `Host` can show.
  mutating func addCell<Host, Cell: AnyObject>(
    _ cellType: Cell.Type, shownBy hostType: Host.Type, when: @escaping @MainActor (Item) -> Bool,
    dequeue: @escaping @MainActor (Host, IndexPath) -> Cell,
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    add(
      CellRegistration(
        matches: when,
        dequeue: { host, indexPath in dequeue(Self.host(host, as: Host.self, showing: Cell.self), indexPath) },
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
      matches: { _ in true },
      dequeue: { host, indexPath in dequeue(Self.host(host, as: Host.self, showing: View.self), indexPath) },
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

  /// The first registration that shows `item`.
  func registration(for item: Item) -> CellRegistration<Item>? {
    cells.first { $0.matches(item) }
  }

  /// A cell from `host` for its row at `indexPath`, configured for `item`, which is at `itemIndexPath`
  /// in the snapshot.
  ///
  /// - Precondition: A registration shows `item`.
  func cell(for item: Item, at indexPath: IndexPath, itemIndexPath: IndexPath, in host: any ListHost) -> AnyObject {
    guard let registration = registration(for: item) else {
      preconditionFailure(
        """
        No cell is registered for the item at [\(itemIndexPath.section), \(itemIndexPath.row)] \
        (\(item)). Register one with `list.cell(MyCell.self) { cell, item, indexPath in … }` before \
        applying a snapshot, and make sure a registration's `when:` condition accepts every item.
        """)
    }
    let view = registration.dequeue(host, indexPath)
    Self.reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, itemIndexPath) }
    return view
  }

  /// Configures `view`, a cell on screen, again for `item`; does nothing when no registration
  /// shows `item`.
  func reconfigure(_ view: AnyObject, for item: Item, at indexPath: IndexPath) {
    guard let registration = registration(for: item) else { return }
    Self.reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, indexPath) }
  }

  /// A supplementary view of `kind` from `host` for `item`, shown at `indexPath` and at
  /// `itemIndexPath` in the snapshot, or nil when no registration shows that kind.
  func supplementaryView(
    ofKind kind: String, for item: Item, at indexPath: IndexPath, itemIndexPath: IndexPath, in host: any ListHost
  ) -> AnyObject? {
    guard let registration = itemSupplementaries[kind] else { return nil }
    let view = registration.dequeue(host, indexPath)
    Self.reconfigure(view, identity: item.differenceIdentifier) { registration.configure(view, item, itemIndexPath) }
    return view
  }

  /// A header or footer view from `host`, configured for `section`, or nil without a registration.
  func view(
    _ registration: SupplementaryRegistration<Section>?, for section: Section, at index: Int, in host: any ListHost
  ) -> AnyObject? {
    guard let registration else { return nil }
    let view = registration.dequeue(host, index)
    Self.reconfigure(view, identity: section.differenceIdentifier) { registration.configure(view, section, index) }
    return view
  }

  /// Runs `configure` as `view`'s new configuration, showing the content of `identity`, so the
  /// handlers and tasks it starts end when the view is reused for other content.
  private static func reconfigure(_ view: AnyObject, identity: some Hashable, _ configure: () -> Void) {
    if let scoped = view as? any ReuseScoped {
      scoped.reuseScope.reconfiguring(identity: AnyHashable(identity), configure)
    } else {
      configure()
    }
  }
}
