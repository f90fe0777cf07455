/// A mouse event, in screen cells.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable { case press, release, drag, move, wheelUp, wheelDown }
  /// Which button.
  public enum Button: Hashable, Sendable { case left, middle, right, none }

  public var kind: Kind
  public var button: Button
  /// Where, 0-based.
  public var position: Point
  public var modifiers: Modifiers

  public init(_ kind: Kind, button: Button = .left, at position: Point, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.position = position
    self.modifiers = modifiers
  }
}
