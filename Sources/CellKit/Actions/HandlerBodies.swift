/// The bodies of the `on` family (``CellActionHandling``): an action compared with the one a
/// handler is for, or a case's value extracted.
@MainActor
@usableFromInline
enum HandlerBodies {
  /// A handler body that takes the actions equal to `action`.
  @inlinable
  static func matching<Action: Equatable, Model>(
    _ action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Model>) -> Void
  ) -> @MainActor (ActionContext<Action, Model>) -> Bool {
    { context in
      guard context.action == action else { return false }
      handler(context)
      return true
    }
  }

  /// A handler body with an owner that takes the actions equal to `action`.
  @inlinable
  static func matching<Action: Equatable, Model, Owner>(
    _ action: Action, _ handler: @escaping @MainActor (Owner, ActionContext<Action, Model>) -> Void
  ) -> @MainActor (Owner, ActionContext<Action, Model>) -> Bool {
    { owner, context in
      guard context.action == action else { return false }
      handler(owner, context)
      return true
    }
  }

  /// A handler body that takes the cases `embed` makes, passing their value.
  @inlinable
  static func extracting<Action, Payload, Model>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Model>, Payload) -> Void
  ) -> @MainActor (ActionContext<Action, Model>) -> Bool {
    { context in
      guard let payload = CasePayload.extract(embed, from: context.action, sent: context.payload) else { return false }
      handler(context, payload)
      return true
    }
  }

  /// A handler body with an owner that takes the cases `embed` makes, passing their value.
  @inlinable
  static func extracting<Action, Payload, Model, Owner>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Model>, Payload) -> Void
  ) -> @MainActor (Owner, ActionContext<Action, Model>) -> Bool {
    { owner, context in
      guard let payload = CasePayload.extract(embed, from: context.action, sent: context.payload) else { return false }
      handler(owner, context, payload)
      return true
    }
  }
}
