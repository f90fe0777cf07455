/// A mouse event, in screen cells.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button went up.
    case release
    /// The mouse moved with a button down.
    case drag
    /// The mouse moved with no button down.
    case move
    /// The wheel turned up (scroll towards the top).
    case wheelUp
    /// The wheel turned down (scroll towards the bottom).
    case wheelDown
  }
  /// Which button.
  public enum Button: Hashable, Sendable {
    /// The left (primary) button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The right (secondary) button.
    case right
    /// No button: a move or a wheel turn.
    case none
  }

  /// What happened.
  public var kind: Kind
  /// Which button, or `.none`.
  public var button: Button
  /// Where, 0-based.
  public var position: Point
  /// The modifier keys held.
  public var modifiers: Modifiers

  /// Creates a mouse event of `kind` with `button` at `position`, with `modifiers` held.
  public init(_ kind: Kind, button: Button = .left, at position: Point, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.position = position
    self.modifiers = modifiers
  }
}
