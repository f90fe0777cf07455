import Foundation

/// What a handler did with a routed action.
@usableFromInline
package enum HandlerOutcome: Sendable {
  /// The action was not the one the handler is for.
  case skipped
  /// The handler handled the action.
  case handled
  /// The handler's owner is gone; the handler is removed.
  case expired
}
