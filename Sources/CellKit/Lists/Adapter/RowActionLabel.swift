/// What a host shows of a row action: its title and whether it is destructive.
package struct RowActionLabel: Equatable, Sendable {
  /// The button's title, which also names the action when the host performs it.
  package let title: String
  /// Whether the action deletes or cannot be undone.
  package let isDestructive: Bool

  package init(title: String, isDestructive: Bool) {
    self.title = title
    self.isDestructive = isDestructive
  }
}
