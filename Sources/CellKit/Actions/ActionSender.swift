/// A view that hosts place in lists and that sends actions: cells, headers and footers.
///
/// Hosts set ``actionHost`` when they show the view. ``send(_:sender:)`` asks the host where the view
/// is *now* and routes the action from there, so a row inserted or deleted above never makes an
/// action report a stale index path.
@MainActor
public protocol ActionSender: AnyObject {
  /// The host showing this view, or nil when it is not shown (set by the host, held weakly).
  var actionHost: (any ActionHost)? { get }
}

extension ActionSender {
  /// Sends `action` to this view's host, which routes it to the handlers with the view's location
  /// and model resolved now, or, while one of its controls' events is being delivered, as that
  /// event was resolved.
  ///
  /// When the view is not in a host any more (reused for a row that has since gone, or removed), the
  /// action is not delivered and a ``Diagnostic`` of kind `undeliveredAction` says so.
  ///
  /// - Parameters:
  ///   - action: What the user did.
  ///   - sender: The control that triggered the action, passed on to the handlers.
  /// - Complexity: O(1) to resolve the location, plus the handlers registered for this action type.
  @inlinable
  public func send(_ action: some CellAction, sender: AnyObject? = nil) {
    routeAction(action, payload: nil, sender: sender)
  }

  /// Sends a case that carries a value, with the case and the value apart: `send(Action.toggled, true)`.
  ///
  /// Handlers of the case (`on(Action.toggled) { context, isOn in … }`) take the value as it was
  /// sent, with no reflection over the action; every other handler, the delegate and the observers
  /// get the action `embed(value)`, as ``send(_:sender:)`` sends it.
  ///
  /// - Parameters:
  ///   - embed: The case, such as `YoutuberCell.Action.notificationsToggled`.
  ///   - value: The value the case carries.
  ///   - sender: The control that triggered the action, passed on to the handlers.
  /// - Complexity: O(1) to resolve the location, plus the handlers registered for this action type.
  @inlinable
  public func send<Action: CellAction, Value>(
    _ embed: (Value) -> Action, _ value: Value, sender: AnyObject? = nil
  ) {
    routeAction(embed(value), payload: SentValue(value), sender: sender)
  }

  @inlinable
  package func routeAction<Action: CellAction>(
    _ action: Action, payload: SentValue?, sender: AnyObject?, delivery: ActionDelivery? = nil
  ) {
    guard !isSendingFromEndedConfiguration else {
      reportStale(action)
      return
    }
    // Sent by a control of this view while its event is delivered: the event's resolution, as
    // the router would find it, without asking the host again.
    if let delivery, delivery.resolution.sender == ObjectIdentifier(self) {
      delivery.router.route(action, payload: payload, delivery.resolution, cell: self, sender: sender)
      return
    }
    guard let host = actionHost, host.actions.send(action, payload: payload, from: self, in: host, sender: sender)
    else {
      reportUndelivered(action)
      return
    }
  }

  @usableFromInline
  package func reportStale(_ action: any CellAction) {
    Diagnostics.report(
      Diagnostic(
        .undeliveredAction,
        """
        \(type(of: self)) sent \(action) for the content it showed before it was reused, so the \
        action was dropped rather than routed to the row it shows now. A task or hosted content \
        outlived that configuration: tasks started with `task(_:then:)` end with it; a `Task` \
        started while configuring is not cancelled, so check `Task.isCancelled` or use \
        `task(_:then:)`.
        """))
  }

  @usableFromInline
  package func reportUndelivered(_ action: any CellAction) {
    Diagnostics.report(
      Diagnostic(
        .undeliveredAction,
        """
        \(type(of: self)) sent \(action) while it was not shown in a list, so the action was not \
        delivered: its row was removed or the view was reused. This is expected when an event \
        fires after an update; if it happens for a visible row, make sure the host dequeued the \
        view and that nothing keeps an old view alive.
        """))
  }
}

extension Control {
  /// Makes this control send `action` from `cell` whenever one of `events` happens.
  ///
  /// The cell is held weakly, so binding in `cellDidLoad` forms no cycle; the binding is permanent
  /// unless made while the cell is being configured.
  ///
  /// - Parameters:
  ///   - action: The cell action to send.
  ///   - cell: The cell the action comes from.
  ///   - events: The events that trigger it; by default the control's ``Control/primaryEvent``.
  @inlinable
  @discardableResult
  public func sends<Cell: ActionCell>(
    _ action: Cell.Action, from cell: Cell, on events: ControlEvents = Self.primaryEvent
  ) -> HandlerToken {
    let cell = ExclusiveValue(Weak(cell))
    return handlers.addDelivered(events) { control, delivery in
      guard let cell = cell.object else { return false }
      cell.routeAction(action, payload: nil, sender: control, delivery: delivery)
      return true
    }
  }

  /// Makes this control send a case that carries a value, with the case and the value apart, so
  /// handlers of the case take the value without reflection: a switch that sends its state.
  ///
  /// ```swift
  /// bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
  /// ```
  ///
  /// - Parameters:
  ///   - embed: The case, such as `Action.notificationsToggled`.
  ///   - cell: The cell the action comes from, held weakly.
  ///   - events: The events that trigger it; by default the control's ``Control/primaryEvent``.
  ///   - value: Reads the value from the control when one of `events` happens.
  @inlinable
  @discardableResult
  public func sends<Cell: ActionCell, Value>(
    _ embed: @escaping (Value) -> Cell.Action, from cell: Cell, on events: ControlEvents = Self.primaryEvent,
    value: @escaping @MainActor (Self) -> Value
  ) -> HandlerToken {
    let cell = ExclusiveValue(Weak(cell))
    return handlers.addDelivered(events) { control, delivery in
      guard let cell = cell.object else { return false }
      let value = value(unsafeDowncast(control, to: Self.self))
      cell.routeAction(embed(value), payload: SentValue(value), sender: control, delivery: delivery)
      return true
    }
  }

  /// Makes this control send the action `makeAction` builds from it, for example a button that
  /// sends `.subscribeTapped` or `.unsubscribeTapped` depending on what it shows. A case that
  /// carries the control's value is sent with ``sends(_:from:on:value:)``.
  ///
  /// - Parameters:
  ///   - cell: The cell the action comes from, held weakly.
  ///   - events: The events that trigger it; by default the control's ``Control/primaryEvent``.
  ///   - makeAction: Builds the action from the control when one of `events` happens.
  @inlinable
  @discardableResult
  public func sends<Cell: ActionCell>(
    from cell: Cell, on events: ControlEvents = Self.primaryEvent,
    _ makeAction: @escaping @MainActor (Self) -> Cell.Action
  ) -> HandlerToken {
    let cell = ExclusiveValue(Weak(cell))
    return handlers.addDelivered(events) { control, delivery in
      guard let cell = cell.object else { return false }
      cell.routeAction(
        makeAction(unsafeDowncast(control, to: Self.self)), payload: nil, sender: control, delivery: delivery)
      return true
    }
  }
}
