/// What a host shows of a row action, and the id it names the action by when it is picked.
package struct RowActionLabel: Equatable, Sendable {
  /// What names the action when the host performs it.
  package let id: String
  /// The button's title.
  package let title: String
  /// Whether the action deletes or cannot be undone.
  package let isDestructive: Bool
  /// An SF Symbol's name, for hosts that show images.
  package let systemImage: String?
  /// The button's colour, or nil for the host's colour for the style.
  package let color: ActionColor?
  /// Whether a full swipe runs the action when it is first at its edge.
  package let runsOnFullSwipe: Bool

  package init(
    id: String? = nil, title: String, isDestructive: Bool, systemImage: String? = nil, color: ActionColor? = nil,
    runsOnFullSwipe: Bool = true
  ) {
    self.id = id ?? title
    self.title = title
    self.isDestructive = isDestructive
    self.systemImage = systemImage
    self.color = color
    self.runsOnFullSwipe = runsOnFullSwipe
  }
}
