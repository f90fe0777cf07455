/// An action on a row beside its cell's own controls, such as Mute or Delete: the swipe actions of
/// iOS, the row actions of a Mac table, revealed in the terminal with Left or a right-click on the
/// row.
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
/// when the action fired, the row's cell, and the time; its `action` is the action's ``id``.
///
/// An action is known by its ``id`` (its title unless you give one): when it is picked, the action
/// with that id among the ones the row's item has *then* runs, so a title that changes while the
/// actions are shown ("Mute" becoming "Unmute") still runs the action the user saw.
@MainActor
public struct RowAction<Item> {
  /// How a row action looks.
  public enum Style: Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or cannot be undone, drawn to warn.
    case destructive
  }

  /// What names the action among the row's actions, and to the handler.
  public let id: String
  /// The title shown on the action's button.
  public let title: String
  /// How the action looks.
  public let style: Style
  /// The name of an SF Symbol shown on the button on iOS and the Mac (`"bell.slash"`); the
  /// terminal shows the title only.
  public let systemImage: String?
  /// The button's colour; nil for the platform's colour for the style.
  public let color: ActionColor?
  /// Whether swiping the row all the way across runs this action, when it is the row's first at
  /// that edge: UIKit's `performsFirstActionWithFullSwipe`. AppKit decides this itself.
  public let runsOnFullSwipe: Bool
  let handler: @MainActor (ActionContext<String, Item>) -> Void

  /// Creates a row action.
  ///
  /// - Parameters:
  ///   - title: The button's title, such as "Delete".
  ///   - id: What names the action; by default its title. Give one when the title changes with the
  ///     item, or when two actions of a row share a title.
  ///   - systemImage: The name of an SF Symbol for the button on iOS and the Mac.
  ///   - style: `.destructive` for an action that deletes.
  ///   - color: The button's colour, instead of the platform's colour for the style.
  ///   - runsOnFullSwipe: Whether a full swipe runs the action when it is the row's first.
  ///   - handler: Called with the row's context when the user picks the action.
  public init(
    _ title: String, id: String? = nil, systemImage: String? = nil, style: Style = .normal,
    color: ActionColor? = nil, runsOnFullSwipe: Bool = true,
    handler: @escaping @MainActor (ActionContext<String, Item>) -> Void
  ) {
    self.id = id ?? title
    self.title = title
    self.style = style
    self.systemImage = systemImage
    self.color = color
    self.runsOnFullSwipe = runsOnFullSwipe
    self.handler = handler
  }

  /// What a host shows of this action.
  var label: RowActionLabel {
    RowActionLabel(
      id: id, title: title, isDestructive: style == .destructive, systemImage: systemImage, color: color,
      runsOnFullSwipe: runsOnFullSwipe)
  }
}
