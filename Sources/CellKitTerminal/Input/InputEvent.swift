/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
  /// A key pressed, with its modifiers.
  case key(KeyEvent)
  /// A mouse button, movement or wheel turn.
  case mouse(MouseEvent)
  /// Text pasted in one piece (bracketed paste).
  case paste(String)
}
