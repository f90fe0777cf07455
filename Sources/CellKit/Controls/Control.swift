/// A control that reports ``ControlEvents`` to closure handlers: a button, a switch, a slider, a
/// bar button item.
///
/// Conforming types store one ``ControlHandlers`` and call ``sendEvents(_:)`` when an event
/// happens; everything else comes from the protocol:
///
/// ```swift
/// bell.on(.valueChanged) { bell in print(bell.isOn) }  // `bell` is a Switch, no cast
/// save.on(.primaryActionTriggered, owner: self) { owner, _ in owner.save() }  // no [weak self]
/// ```
@MainActor
public protocol Control: AnyObject {
  /// The handlers registered on this control.
  var handlers: ControlHandlers { get }

  /// Where this control's events are routed from: the cell (or header/footer view) that contains
  /// it, if any. Each event is resolved against that cell's location when it fires.
  var enclosingActionSender: (any ActionSender)? { get }

  /// The event that stands for using this control: `.primaryActionTriggered` for a button,
  /// `.valueChanged` for a switch or a slider. ``sends(_:from:on:)``, ``sends(_:from:on:value:)`` and ``sends(from:on:_:)``
  /// listen to it unless told otherwise.
  static var primaryEvent: ControlEvents { get }
}

extension Control {
  public var enclosingActionSender: (any ActionSender)? { nil }

  public static var primaryEvent: ControlEvents { .primaryActionTriggered }

  /// Registers `handler` for `events`, with the sender typed as this control's own type.
  ///
  /// Several handlers may listen to one event; they are called in registration order. A handler
  /// registered while a reusable cell is being configured is removed when the cell is reused.
  ///
  /// - Parameters:
  ///   - events: The events to listen for, such as `.primaryActionTriggered` or `.valueChanged`.
  ///   - handler: Called with the control each time one of `events` happens.
  /// - Returns: A token that removes this handler.
  /// - Complexity: O(1).
  @inlinable
  @discardableResult
  public func on(_ events: ControlEvents, _ handler: @escaping @MainActor (Self) -> Void)
    -> HandlerToken
  {
    handlers.add(events) { sender in
      handler(unsafeDowncast(sender, to: Self.self))
      return true
    }
  }

  /// Registers `handler` for `events`, holding `owner` weakly and passing it in.
  ///
  /// No `[weak self]` or `[unowned self]` is needed and no retain cycle can form: once the owner is
  /// deallocated the handler is skipped and removed.
  ///
  /// - Parameters:
  ///   - events: The events to listen for.
  ///   - owner: The object the handler acts on, usually the controller; held weakly.
  ///   - handler: Called with the owner and the control.
  /// - Returns: A token that removes this handler.
  @inlinable
  @discardableResult
  public func on<Owner: AnyObject>(
    _ events: ControlEvents, owner: Owner,
    _ handler: @escaping @MainActor (Owner, Self) -> Void
  ) -> HandlerToken {
    handlers.add(events) { [weak owner] sender in
      guard let owner else { return false }
      handler(owner, unsafeDowncast(sender, to: Self.self))
      return true
    }
  }

  /// Removes the handlers registered for `events`.
  public func removeHandlers(for events: ControlEvents) {
    handlers.remove(events: events)
  }

  /// Removes every handler on this control.
  public func removeAllHandlers() {
    handlers.removeAll()
  }

  /// Reports `events`: resolves the event once, then calls the handlers registered for any of
  /// `events` in registration order, then the global observers, all with that resolution.
  ///
  /// When the control is in a cell shown by a host, the event is resolved against the cell's
  /// location and model when it fires, and the host delivers it: cell actions the handlers send
  /// carry the same resolution, and changes a handler applies to a ``ListAdapter`` are shown once
  /// the observers have seen the event. Controls call this when the user acts; tests may call it to
  /// simulate an event. Events no handler and no observer listens to (a click's `.touchDown`, most
  /// often) are neither resolved nor delivered.
  ///
  /// - Complexity: O(h) for h handlers of the control, plus, when any listens, O(1) to resolve the
  ///   event and the handlers and observers it reaches.
  public func sendEvents(_ events: ControlEvents) {
    let handlers = handlers
    guard handlers.listens(to: events) || ControlEventCenter.isObserved else { return }
    if let cell = enclosingActionSender, let host = cell.actionHost {
      let router = host.actions
      let isShown =
        router.deliverEvent(of: cell, in: host) { resolution in
          handlers.call(events, sender: self, delivery: ActionDelivery(router: router, resolution: resolution))
          ControlEventCenter.publish(sender: self, events: events, resolution: resolution)
          return true
        } ?? false
      if isShown { return }
    }
    handlers.call(events, sender: self)
    ControlEventCenter.publish(sender: self, events: events, resolution: nil)
  }
}
