import Foundation

/// Binds a list host to a ``Snapshot``, to cell registrations and to action handlers that receive
/// the item of the row where the action happened.
///
/// ```swift
/// let list = ListAdapter<Category, Youtuber>(tableView)
/// list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
/// list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
///   owner.subscribe(to: context.item)
/// }
/// list.apply(snapshot)
/// ```
///
/// ``apply(_:animatingDifferences:)`` diffs the new snapshot against the shown one and performs the
/// staged batch updates on the host, so every visible cell shows, and routes, its current item.
///
/// Every event (a control's, a cell action, a selection) is resolved once, when it fires: its
/// index path and a copy of the item shown there. Each handler, the delegate and every observer of
/// the event receive that same resolution, in that order. A snapshot a handler applies is shown
/// once all of them have seen the event; ``snapshot`` returns it at once, so the next handler
/// builds on it.
@MainActor
public final class ListAdapter<Section: Differentiable, Item: Differentiable>: ListDataSource {
  /// How to make and configure the cell for some items.
  package struct CellRegistration {
    package let matches: @MainActor (Item) -> Bool
    package let dequeue: @MainActor (any ListHost, IndexPath) -> AnyObject
    package let configure: @MainActor (AnyObject, Item, IndexPath) -> Void

    package init(
      matches: @escaping @MainActor (Item) -> Bool,
      dequeue: @escaping @MainActor (any ListHost, IndexPath) -> AnyObject,
      configure: @escaping @MainActor (AnyObject, Item, IndexPath) -> Void
    ) {
      self.matches = matches
      self.dequeue = dequeue
      self.configure = configure
    }
  }

  /// How to make and configure a header or footer view.
  package struct SupplementaryRegistration {
    package let dequeue: @MainActor (any ListHost, Int) -> AnyObject
    package let configure: @MainActor (AnyObject, Section, Int) -> Void

    package init(
      dequeue: @escaping @MainActor (any ListHost, Int) -> AnyObject,
      configure: @escaping @MainActor (AnyObject, Section, Int) -> Void
    ) {
      self.dequeue = dequeue
      self.configure = configure
    }
  }

  /// The host this adapter drives.
  package private(set) weak var host: (any ListHost)?

  /// The snapshot last applied.
  ///
  /// While an event is being delivered, a snapshot applied by one of its handlers is shown once
  /// every party has seen the event; `snapshot` already returns it.
  public private(set) var snapshot = Snapshot<Section, Item>()

  /// The snapshot the host shows now: what the data source answers with and what events resolve
  /// against.
  @usableFromInline
  var shown = Snapshot<Section, Item>()
  /// Whether a snapshot applied during a delivery waits to be shown, and whether it animates.
  private var pendingAnimates: Bool?

  /// The delegate that receives every action with its item, and every selection, the delegate way.
  ///
  /// Held weakly. Available where the runtime supports constrained existential types (iOS 16,
  /// macOS 13); on earlier iOS versions use the closure handlers, which cover the same events.
  @available(iOS 16, tvOS 16, watchOS 9, *)
  public var delegate: (any ListAdapterDelegate<Item>)? {
    get { delegateCalls?.object as? any ListAdapterDelegate<Item> }
    set {
      if let newValue { install(newValue) } else { delegateCalls = nil }
      routeToDelegate(delegateCalls != nil)
    }
  }

  /// The delegate's methods, captured with the delegate's concrete type so that calling them needs
  /// no runtime support for constrained existentials.
  private struct DelegateCalls {
    weak var object: AnyObject?
    let didReceive: @MainActor (ActionContext<any CellAction, Item>) -> Void
    let didSelect: @MainActor (Item, IndexPath) -> Void
  }

  private var delegateCalls: DelegateCalls?
  private var delegateToken: HandlerToken?

  private func install<Delegate: ListAdapterDelegate>(_ delegate: Delegate) where Delegate.Item == Item {
    delegateCalls = DelegateCalls(
      object: delegate,
      didReceive: { [weak delegate] context in delegate?.list(didReceive: context) },
      didSelect: { [weak delegate] item, indexPath in delegate?.list(didSelect: item, at: indexPath) })
  }

  private var cellRegistrations: [CellRegistration] = []
  private var headerRegistration: SupplementaryRegistration?
  private var footerRegistration: SupplementaryRegistration?
  private var headerTitleProvider: (@MainActor (Section, [Item]) -> String?)?
  private var footerTitleProvider: (@MainActor (Section, [Item]) -> String?)?
  private var selectionHandlers: [@MainActor (Item, IndexPath) -> Void] = []
  private var identities = IdentityCounts<Item.DifferenceIdentifier>()

  /// Creates an adapter that drives `host` and becomes its data source.
  ///
  /// The public initializers of the host modules are inlinable and call ``resolveEvents()`` after
  /// this one, so that resolving an event's item runs code specialized for the item type.
  @usableFromInline
  package init(attaching host: any ActionHost) {
    guard let host = host as? any ListHost else {
      preconditionFailure("\(type(of: host)) cannot be driven by a list adapter: it is not a list host.")
    }
    attach(to: host)
  }

  /// The router of the host's actions.
  @usableFromInline
  var router: ActionRouter? { host?.actions }

  /// Resolves the host's events with the model shown at their location.
  @inlinable
  package func resolveEvents() {
    router?.resolver = { [weak self] location, cell in
      self?.resolve(location, cell: cell) ?? Resolution(location: location, cell: cell)
    }
  }

  private func attach(to host: any ListHost) {
    self.host = host
    host.listDataSource = self
    host.selectionHandler = { [weak self] indexPath in self?.didSelect(at: indexPath) }
  }

  /// An event at `location`, resolved with the model shown there: a row's item, or a header's or
  /// footer's section.
  @inlinable
  func resolve(_ location: ActionLocation, cell: AnyObject?) -> Resolution {
    switch location {
    case .item(let indexPath):
      if let item = shown.item(at: indexPath) {
        return ResolvedModel(location: location, cell: cell, model: item)
      }
    case .header(let section), .footer(let section):
      if shown.sections.indices.contains(section) {
        return ResolvedModel(location: location, cell: cell, model: shown.sections[section])
      }
    }
    return Resolution(location: location, cell: cell)
  }

  isolated deinit {
    delegateToken?.remove()
  }

  /// Routes every action of the host's cells to the delegate, or stops doing so.
  private func routeToDelegate(_ on: Bool) {
    guard on != (delegateToken != nil) else { return }
    guard on, let host else {
      delegateToken?.remove()
      delegateToken = nil
      return
    }
    delegateToken = host.actions.addCatchAll { [weak self] routed in
      guard let self else { return .expired }
      guard let delegate = self.delegateCalls, delegate.object != nil, case .item = routed.location,
        let item = (routed.resolution as? ResolvedModel<Item>)?.model
      else { return .skipped }
      delegate.didReceive(ActionContext(routed, action: routed.action, item: item))
      return .handled
    }
  }

  // MARK: Registrations

  package func addCellRegistration(_ registration: CellRegistration) {
    cellRegistrations.append(registration)
  }

  /// Registers cells of type `Cell` that only a host of type `Host` can show; the platform modules
  /// build their typed `cell(_:configure:)` methods on this.
  package func addCellRegistration<Host, Cell: AnyObject>(
    _ cellType: Cell.Type, shownBy hostType: Host.Type, when: @escaping @MainActor (Item) -> Bool,
    dequeue: @escaping @MainActor (Host, IndexPath) -> Cell,
    configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCellRegistration(
      CellRegistration(
        matches: when,
        dequeue: { host, indexPath in dequeue(Self.host(host, as: Host.self, showing: Cell.self), indexPath) },
        configure: { view, item, indexPath in configure(unsafeDowncast(view, to: Cell.self), item, indexPath) }))
  }

  /// A header or footer registration for views of type `View` that only a `Host` can show.
  package func supplementaryRegistration<Host, View: AnyObject>(
    _ viewType: View.Type, shownBy hostType: Host.Type,
    dequeue: @escaping @MainActor (Host, Int) -> View,
    configure: @escaping @MainActor (View, Section, Int) -> Void
  ) -> SupplementaryRegistration {
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

  package func setHeaderRegistration(_ registration: SupplementaryRegistration) {
    headerRegistration = registration
    host?.reloadData()
  }

  package func setFooterRegistration(_ registration: SupplementaryRegistration) {
    footerRegistration = registration
    host?.reloadData()
  }

  /// Gives each section a header title made from the section and its items.
  ///
  /// Section titles are asked for again on every update, so a title can count the section's items.
  public func headerTitle(_ title: @escaping @MainActor (Section, [Item]) -> String?) {
    headerTitleProvider = title
    host?.reloadData()
  }

  /// Gives each section a footer title made from the section and its items, such as a count.
  public func footerTitle(_ title: @escaping @MainActor (Section, [Item]) -> String?) {
    footerTitleProvider = title
    host?.reloadData()
  }

  /// Calls `handler` with the item and index path of each row the user selects.
  public func onSelect(_ handler: @escaping @MainActor (Item, IndexPath) -> Void) {
    selectionHandlers.append(handler)
  }

  /// Calls `handler` with `owner` (held weakly), the item and index path of each selected row.
  public func onSelect<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Item, IndexPath) -> Void
  ) {
    selectionHandlers.append { [weak owner] item, indexPath in
      if let owner { handler(owner, item, indexPath) }
    }
  }

  /// Delivers a selection, resolved once, to the handlers and then the delegate.
  private func didSelect(at indexPath: IndexPath) {
    guard let router = host?.actions else { return }
    let resolution = router.resolve(.item(indexPath))
    guard let item = (resolution as? ResolvedModel<Item>)?.model else { return }
    router.deliver(resolution) {
      for handler in selectionHandlers { handler(item, indexPath) }
      delegateCalls?.didSelect(item, indexPath)
    }
  }

  // MARK: Applying snapshots

  /// Shows `newSnapshot`: diffs it against the shown snapshot and applies the staged batch updates
  /// to the host, or reloads the host when `animatingDifferences` is false.
  ///
  /// Called by a handler while an event is being delivered, it records `newSnapshot` (``snapshot``
  /// returns it) and shows it once the event has reached every handler, the delegate and the
  /// observers; several snapshots applied during one event are shown as one update, animated
  /// unless one of them said otherwise.
  ///
  /// Duplicate identities are reported as a ``Diagnostic`` listing each one and where it is; every
  /// item is still shown.
  ///
  /// - Complexity: O(n) expected for n items and sections, plus the host's work for the rows on
  ///   screen.
  public func apply(_ newSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool = true) {
    snapshot = newSnapshot
    guard let router = host?.actions, router.isDelivering else {
      show(newSnapshot, animatingDifferences: animatingDifferences)
      return
    }
    if pendingAnimates == nil {
      router.whenDelivered { [weak self] in self?.showPending() }
    }
    pendingAnimates = (pendingAnimates ?? true) && animatingDifferences
  }

  private func showPending() {
    guard let animates = pendingAnimates else { return }
    pendingAnimates = nil
    show(snapshot, animatingDifferences: animates)
  }

  private func show(_ newSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool) {
    guard let host, animatingDifferences else {
      shown = newSnapshot
      identities.recount(newSnapshot)
      reportDuplicates(in: newSnapshot)
      host?.reloadData()
      return
    }
    let changeset = StagedChangeset(from: shown, to: newSnapshot)
    var before = shown
    for stage in changeset {
      identities.update(from: before, by: stage)
      before = stage.data
      host.performBatchUpdates(stage.changes) { shown = stage.data }
    }
    shown = newSnapshot
    reportDuplicates(in: newSnapshot)
  }

  /// Reports the duplicate identities of `newSnapshot`, found from counts kept up to date by each
  /// update, so a snapshot without duplicates costs O(changes) to check, not O(items).
  private func reportDuplicates(in newSnapshot: Snapshot<Section, Item>) {
    var sectionIDs = Set<Section.DifferenceIdentifier>(minimumCapacity: newSnapshot.numberOfSections)
    let sectionsRepeat = newSnapshot.sections.contains { !sectionIDs.insert($0.differenceIdentifier).inserted }
    guard sectionsRepeat || identities.repeated > 0 else { return }
    let duplicates = newSnapshot.duplicates
    Diagnostics.report(
      Diagnostic(
        .duplicateIdentity,
        """
        The snapshot has identities that are not unique: \
        \(duplicates.prefix(10).map(\.description).joined(separator: "; "))\
        \(duplicates.count > 10 ? "; and \(duplicates.count - 10) more" : ""). \
        Every item is shown, but rows with the same identity cannot be told apart across updates. \
        Give each section and item an identity of its own.
        """))
  }

  /// Configures the visible cells again from their current items, for changes the snapshot does
  /// not see (for example state kept outside the items).
  ///
  /// Called while an event is being delivered, it runs once the event has reached every party,
  /// after any snapshot applied before it is shown.
  public func reconfigureVisibleCells() {
    guard let host else { return }
    guard !host.actions.isDelivering else {
      host.actions.whenDelivered { [weak self] in self?.reconfigureVisibleCells() }
      return
    }
    for (location, view) in host.visibleViews {
      guard case .item(let indexPath) = location, let item = shown.item(at: indexPath),
        let registration = registration(for: item)
      else { continue }
      configure(view, with: registration, item: item, at: indexPath)
    }
  }

  private func registration(for item: Item) -> CellRegistration? {
    cellRegistrations.first { $0.matches(item) }
  }

  private func configure(
    _ view: AnyObject, with registration: CellRegistration, item: Item, at indexPath: IndexPath
  ) {
    reconfigure(view) { registration.configure(view, item, indexPath) }
  }

  /// Runs `configure` as `view`'s new configuration, so the handlers it registers end on reuse.
  private func reconfigure(_ view: AnyObject, _ configure: () -> Void) {
    if let scoped = view as? any ReuseScoped {
      scoped.reuseScope.reconfiguring(configure)
    } else {
      configure()
    }
  }

  // MARK: ListDataSource

  package func numberOfSections(in host: any ListHost) -> Int {
    shown.numberOfSections
  }

  package func host(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    shown.numberOfItems(inSection: section)
  }

  package func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath) -> AnyObject {
    let item = shown[indexPath]
    guard let registration = registration(for: item) else {
      preconditionFailure(
        """
        No cell is registered for the item at [\(indexPath.section), \(indexPath.row)] \
        (\(item)). Register one with `list.cell(MyCell.self) { cell, item, indexPath in … }` before \
        applying a snapshot, and make sure a registration's `when:` condition accepts every item.
        """)
    }
    let view = registration.dequeue(host, indexPath)
    configure(view, with: registration, item: item, at: indexPath)
    return view
  }

  package var providesHeaderViews: Bool { headerRegistration != nil }

  package var providesFooterViews: Bool { footerRegistration != nil }

  package func host(_ host: any ListHost, headerViewForSection section: Int) -> AnyObject? {
    supplementary(headerRegistration, host: host, section: section)
  }

  package func host(_ host: any ListHost, footerViewForSection section: Int) -> AnyObject? {
    supplementary(footerRegistration, host: host, section: section)
  }

  private func supplementary(_ registration: SupplementaryRegistration?, host: any ListHost, section: Int)
    -> AnyObject?
  {
    guard let registration else { return nil }
    let view = registration.dequeue(host, section)
    let value = shown.sections[section]
    reconfigure(view) { registration.configure(view, value, section) }
    return view
  }

  package func host(_ host: any ListHost, titleForHeaderInSection section: Int) -> String? {
    headerTitleProvider?(shown.sections[section], shown.items[section])
  }

  package func host(_ host: any ListHost, titleForFooterInSection section: Int) -> String? {
    footerTitleProvider?(shown.sections[section], shown.items[section])
  }
}
