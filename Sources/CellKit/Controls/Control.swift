/// A control that reports ``ControlEvents`` to closure handlers: a button, a switch, a slider, a
/// bar button item.
///
/// Conforming types store one ``ControlHandlers`` and call ``sendEvents(_:)`` when an event
/// happens; everything else comes from the protocol:
///
/// ```swift
/// bell.on(.valueChanged) { bell in print(bell.isOn) }          // `bell` is a Switch, no cast
/// save.on(.primaryActionTriggered, owner: self) { owner, _ in owner.save() }  // no [weak self]
/// ```
@MainActor
public protocol Control: AnyObject {
  /// The handlers registered on this control.
  var handlers: ControlHandlers { get }

  /// Where this control's events are routed from: the cell (or header/footer view) that contains
  /// it, if any. The global observer reports that cell's current index path.
  var enclosingActionSender: (any ActionSender)? { get }
}

extension Control {
  public var enclosingActionSender: (any ActionSender)? { nil }

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

  /// Reports `events` to the handlers registered for them, then to the global observers.
  ///
  /// Controls call this when the user acts; tests may call it to simulate an event.
  public func sendEvents(_ events: ControlEvents) {
    handlers.call(events, sender: self)
    if ControlEventCenter.hasObservers {
      ControlEventCenter.publish(
        ControlEventRecord(
          sender: self, events: events, location: enclosingActionSender?.currentLocation))
    }
  }
}
