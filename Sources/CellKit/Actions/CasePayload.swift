import Foundation

/// A case's value sent apart from the case (`send(Action.toggled, true)`), boxed: an action sent
/// whole carries none, and a missing box costs nothing to pass along every party of an event, where
/// an `Any?` is copied through its type's value witnesses each time.
@usableFromInline
package final class SentValue {
  @usableFromInline package let value: Any

  @usableFromInline
  package init(_ value: Any) {
    self.value = value
  }
}

/// Matches an enum case that carries a value, given the case itself (`Action.notificationsToggled`).
@usableFromInline
package enum CasePayload {
  /// The value `action` carries when it is the case `embed` makes, or nil.
  ///
  /// An action sent with its case and value apart (`payload`) is matched without reflection: the
  /// value must be of the case's type, and, for an `Equatable` action, `embed(value)` must equal
  /// the action (the synthesized `==` of an enum is false between different cases). An action sent
  /// whole, one that is not `Equatable`, or a value not equal to itself (a NaN) is matched by
  /// reading the case's name and value with `Mirror`, as before.
  ///
  /// - Complexity: O(1) for an action sent with its value; a reflection over the action otherwise.
  @usableFromInline
  package static func extract<Action, Payload>(
    _ embed: (Payload) -> Action, from action: Action, sent payload: SentValue?
  ) -> Payload? {
    if let payload {
      guard let value = payload.value as? Payload else { return nil }
      let rebuilt = embed(value)
      if let equatable = rebuilt as? any Equatable {
        if equatable.isEqual(to: action) { return value }
        if equatable.isEqual(to: rebuilt) { return nil }
      }
    }
    return reflected(embed, from: action)
  }

  private static func reflected<Action, Payload>(_ embed: (Payload) -> Action, from action: Action) -> Payload? {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let payload = child.value as? Payload
    else { return nil }
    let rebuilt = Mirror(reflecting: embed(payload))
    guard rebuilt.children.first?.label == child.label else { return nil }
    return payload
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
