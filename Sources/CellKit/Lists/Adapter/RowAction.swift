/// An action on a row beside its cell's own controls, such as Mute or Delete: the swipe actions of
/// iOS, revealed in the terminal with Left or a right-click on the row.
///
/// ```swift
/// list.trailingActions { youtuber in
///   [
///     RowAction("Mute") { context in print("mute \(context.item.name)") },
///     RowAction("Delete", style: .destructive) { context in print("delete at \(context.indexPath)") },
///   ]
/// }
/// ```
///
/// The handler receives the same resolved context as a cell action: the row's item and index path
/// when the action fired, the row's cell, and the time; its `action` is the action's title.
@MainActor
public struct RowAction<Item> {
  /// How a row action looks.
  public enum Style: Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or cannot be undone, drawn to warn.
    case destructive
  }

  /// The title shown on the action's button; it names the action to the handler too.
  public let title: String
  /// How the action looks.
  public let style: Style
  let handler: @MainActor (ActionContext<String, Item>) -> Void

  /// Creates a row action.
  ///
  /// - Parameters:
  ///   - title: The button's title, such as "Delete".
  ///   - style: `.destructive` for an action that deletes.
  ///   - handler: Called with the row's context when the user picks the action.
  public init(
    _ title: String, style: Style = .normal, handler: @escaping @MainActor (ActionContext<String, Item>) -> Void
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
