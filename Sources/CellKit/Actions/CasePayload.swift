import Foundation

/// Matches an enum case that carries a value, given the case itself (`Action.notificationsToggled`).
@usableFromInline
package enum CasePayload {
  @usableFromInline
  package static func extract<Action, Payload>(
    _ embed: (Payload) -> Action, from action: Action
  ) -> Payload? {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let payload = child.value as? Payload
    else { return nil }
    let rebuilt = Mirror(reflecting: embed(payload))
    guard rebuilt.children.first?.label == child.label else { return nil }
    return payload
  }
}
