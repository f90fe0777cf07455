/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
  case key(KeyEvent)
  case mouse(MouseEvent)
  /// Text pasted in one piece (bracketed paste).
  case paste(String)
}
