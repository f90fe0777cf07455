/// A key on the keyboard.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (with ``KeyEvent/modifiers`` for Ctrl or Alt combinations).
  case character(Character)
  case enter, tab, backTab, escape, backspace, delete, insert
  case up, down, left, right, home, end, pageUp, pageDown
  /// A function key, F1 to F12.
  case function(Int)

  public var description: String {
    switch self {
    case .character(let c): return c == " " ? "space" : String(c)
    case .function(let n): return "F\(n)"
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .insert: return "Insert"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    }
  }
}
