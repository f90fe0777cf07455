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
  /// The host this adapter drives.
  package private(set) weak var host: (any ListHost)?

  /// The snapshot last applied.
  ///
  /// While an event is being delivered, a snapshot applied by one of its handlers is shown once
  /// every party has seen the event; `snapshot` already returns it.
  public internal(set) var snapshot = Snapshot<Section, Item>()

  /// The loops over every item, made again by ``apply(_:animatingDifferences:)`` and the filter's
  /// setters from the app's own code, so that they run specialized for its types.
  @usableFromInline
  var loops = ItemLoops<Section, Item>()

  /// What the host shows, and what the adapter keeps about it.
  @usableFromInline
  var presentation = ListPresentation<Section, Item>()
  /// How many snapshots were shown from their recorded edits, without a diff.
  package var recordedApplies: Int { presentation.recordedApplies }

  /// Whether clicking a section's header (or selecting it on the host) collapses or expands the
  /// section. A collapsed section shows its header, with its item count, and no rows.
  public var allowsCollapsingSections = false

  /// What items and sections are shown with.
  var registrations = ListRegistrations<Section, Item>()
  /// Whether the identity counts are kept now: what a test of the list's memory looks at.
  package var keepsIdentityCounts: Bool { presentation.identities.isKept }
  /// Whether a snapshot applied while the host was busy waits to be shown, and whether it
  /// animates: the one slot that snapshots applied meanwhile share.
  var pendingAnimates: Bool?
  /// The app's closures and delegate that the adapter calls when the user acts on a row.
  var callbacks = ListCallbacks<Item>()
  /// The columns declared, in the order shown (``columns``).
  var columnList: [ListColumn<Item>] = []
  /// The order the rows are shown in (``sortOrder``).
  @usableFromInline var sortKeys: [SortKey] = []
  /// The filter (by its generation) whose reads of `@Observable` objects are tracked now, until one
  /// of them changes, and the items it was tested on under those trackings.
  var filterTracking = FilterTracking<Section, Item>()
  /// Where a change to what the filter read, reported on any thread, is applied: the host's
  /// scheduler when the host last laid out.
  let schedulerRelay = SchedulerRelay()

  /// Shows only the items for which `filter` returns true, or every item when nil.
  ///
  /// Filtering hides rows, never sections, and keeps everything else on the same items: a selected
  /// item stays selected while it is hidden, the focus stays on its item when that item still
  /// shows, and removing the filter puts every row back where the snapshot has it. Index paths
  /// given to handlers, the delegate and configure closures are the items' places in ``snapshot``,
  /// whether a filter is set or not, so `snapshot[context.indexPath]` is always the item acted on.
  ///
  /// ```swift
  /// list.filter = { $0.name.localizedCaseInsensitiveContains(query) }
  /// ```
  ///
  /// Setting it applies ``snapshot`` again, filtered. A filter that reads `@Observable` objects
  /// (a search's query kept in the model) is applied again when what it read changes, on the
  /// scheduler's next turn, as cells follow their models; set it again when it tests other state,
  /// and to nil to show every row again. When the new filter accepts only items the current one
  /// accepts (the user typed one more letter of a query), ``narrowFilter(_:)`` says so, and only
  /// the rows shown are tested.
  ///
  /// - Complexity: O(n) calls of `filter` for each snapshot applied while it is set. Changing the
  ///   filter alone (the snapshot as it was) shows and hides rows without a diff: O(n) more.
  @inlinable
  public var filter: (@MainActor (Item) -> Bool)? {
    get { presentation.filter }
    set {
      loops = ItemLoops()
      setFilter(newValue, narrowing: false)
    }
  }

  /// Sets ``filter`` to `isIncluded`, which accepts no item the current filter rejects: only the
  /// rows shown now are tested, so each letter typed into a search tests fewer rows.
  ///
  /// ```swift
  /// if query.hasPrefix(previousQuery) {
  ///   list.narrowFilter { $0.name.localizedStandardContains(query) }
  /// } else {
  ///   list.filter = { $0.name.localizedStandardContains(query) }
  /// }
  /// ```
  ///
  /// Without a filter, every row is tested, as when setting ``filter``.
  ///
  /// - Parameter isIncluded: Whether to show an item.
  /// - Precondition: `isIncluded` rejects every item the current filter rejects; a row hidden now
  ///   stays hidden until the filter is set again or a snapshot is applied.
  /// - Complexity: O(r) calls of `isIncluded` for the r rows shown, when the snapshot is as it was
  ///   shown; otherwise as setting ``filter``.
  @inlinable
  public func narrowFilter(_ isIncluded: @escaping @MainActor (Item) -> Bool) {
    loops = ItemLoops()
    setFilter(isIncluded, narrowing: true)
  }

  @usableFromInline
  func setFilter(_ isIncluded: (@MainActor (Item) -> Bool)?, narrowing: Bool) {
    change(.filter(isIncluded, narrowing: narrowing))
    schedule(snapshot, animatingDifferences: true)
  }

  /// Whether the user can select several rows: selecting a row then adds it to the selection, and
  /// selecting a selected row removes it. With one selection (the default), selecting a row
  /// replaces the selection.
  ///
  /// In a `UITableView`'s edit mode, rows show selection circles while it is true, and otherwise a
  /// delete control where the row has a destructive trailing action.
  public var allowsMultipleSelection = false {
    didSet { if allowsMultipleSelection != oldValue { showSelection() } }
  }

  /// Creates an adapter that drives `host` and becomes its data source.
  ///
  /// The public initializers of the host modules are inlinable and call ``resolveEvents()`` after
  /// this one, so that resolving an event's item runs code specialized for the item type.
  @usableFromInline
  package init(attaching host: any ActionHost) {
    routingID = HandlerID.next()
    guard let host = host as? any ListHost else {
      preconditionFailure("\(type(of: host)) cannot be driven by a list adapter: it is not a list host.")
    }
    attach(to: host)
    observeReads()
  }

  /// Stamps the events this adapter resolves (``Resolution/resolvedBy``), unique in the process:
  /// a handler of this adapter given an event it resolved knows it alive without reading a weak
  /// reference to it.
  @usableFromInline let routingID: Int

  /// The router of the host's actions; while another adapter has taken the host over, the router
  /// that keeps this adapter's handlers.
  @usableFromInline
  var router: ActionRouter? { host?.actions ?? takenFrom }

  /// The router of the host another adapter took over from this one, which keeps this adapter's
  /// handlers until it is attached to a host again.
  private weak var takenFrom: ActionRouter?

  /// Where the adapter's later work runs: its host's scheduler.
  var scheduler: any MainScheduler { host?.scheduler ?? MainActorScheduler() }

  /// What the host is doing, where the changes app code asks for wait their turn; a session of its
  /// own for an adapter without a host.
  package var session: HostSession { router?.session ?? detachedSession }
  private let detachedSession = HostSession()

  /// Resolves the host's events with the model shown at their location.
  @inlinable
  package func resolveEvents() {
    if let conflict = routingConflict() { preconditionFailure(conflict) }
    let adapter = ExclusiveValue(Weak(self))
    router?.resolver = EventResolver(owner: .listAdapter) { location, cell, column in
      adapter.object?.resolve(location, cell: cell, column: column)
        ?? Resolution(location: location, cell: cell, column: column)
    }
  }

  /// Why this adapter cannot resolve its host's events: the message ``resolveEvents()`` stops with
  /// when the app's own data source routes the host's actions (``CellActions``); nil when it can.
  @usableFromInline
  package func routingConflict() -> String? {
    guard let host, let owner = host.actions.resolver?.owner, owner != .listAdapter else { return nil }
    return """
      A ListAdapter was made for \(type(of: host)), whose actions are already routed by \(owner), from \
      cellActions(in:) on the app's own data source: a view is driven either by a ListAdapter or by \
      one data source of the app's own, so give the ListAdapter a view of its own, or keep the data \
      source and handle the actions with the CellActions it made.
      """
  }

  private func attach(to host: any ListHost) {
    // A view is driven by one adapter: one that drove it before (an app that made a new adapter
    // for it, perhaps from a callback of the old one) lets it go. One released before is not
    // reported: the view has an adapter again.
    let previous = Diagnostics.reporting(to: { _ in }) { host.listDataSource }
    if let previous, previous !== self { previous.hostWasTakenOver(host) }
    self.host = host
    host.listDataSource = self
    // The host learns how to select (one item or several, in edit mode too) before the first tap.
    showSelection()
  }

  package func hostWasTakenOver(_ host: any ListHost) {
    guard self.host === host else { return }
    // This adapter's handlers stay on the host's router, where they take none of the new adapter's
    // events, until the adapter is attached to a host again and takes them along.
    takenFrom = host.actions
    self.host = nil
  }

  /// Moves the adapter from its host to `newHost`, which shows the same snapshot, selection and
  /// cells from then on; the old host shows nothing. Every handler of the old host's router moves
  /// with it, so tokens stay valid. The host modules' public `attach(to:)` methods call this, then
  /// ``resolveEvents()``.
  package func reattach(to newHost: any ListHost) {
    guard let old = host, old !== newHost else {
      if host == nil, let takenFrom, takenFrom !== newHost.actions {
        takenFrom.moveHandlers(to: newHost.actions, group: routingID)
      }
      takenFrom = nil
      attach(to: newHost)
      return
    }
    old.actions.moveHandlers(to: newHost.actions)
    old.listDataSource = nil
    // What the old host prefetched it no longer tracks; the new one prefetches for itself.
    cancelPrefetched { _ in true }
    // The new host's views may come from other registrations: their reads are tracked anew.
    registrations.observed.forgetAll()
    attach(to: newHost)
  }

  /// The place in ``snapshot`` (as last shown) of the row the host shows at `indexPath`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
    ListPresentation<Section, Item>.modelIndexPath(indexPath, shownRows: presentation.shownRows)
  }

  /// An event at `location`, resolved with the model shown there: a row's item, or a header's or
  /// footer's section.
  @inlinable
  func resolve(_ location: ActionLocation, cell: AnyObject?, column: ColumnID?) -> Resolution {
    switch location {
    case .item(let indexPath):
      if let item = presentation.shown.item(at: indexPath) {
        let location = ActionLocation.item(modelIndexPath(indexPath))
        return ResolvedModel(location: location, cell: cell, column: column, model: item, resolvedBy: routingID)
      }
    case .header(let section), .footer(let section):
      let sections = presentation.shown.sections
      if sections.indices.contains(section) {
        return ResolvedModel(location: location, cell: cell, model: sections[section], resolvedBy: routingID)
      }
    }
    return Resolution(location: location, cell: cell, column: column)
  }
}
