/// A key on the keyboard.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (with ``KeyEvent/modifiers`` for Ctrl or Alt combinations).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Esc.
  case escape
  /// Backspace.
  case backspace
  /// Delete (forward delete).
  case delete
  /// Insert.
  case insert
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
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

extension Key {
  /// The key called `name`, as ``description`` names it in any case (`Down`, `enter`, `PageDown`,
  /// `space`, `Shift-Tab`, `F5`), or the one character `name` is; nil for any other name.
  ///
  /// For keys given on a command line, as the examples' `--keys Down,Enter` are.
  public init?(named name: String) {
    let named: [Key] = [
      .enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end,
      .pageUp, .pageDown, .character(" "),
    ]
    if let key = named.first(where: { $0.description.lowercased() == name.lowercased() }) {
      self = key
    } else if name.count > 1, name.first == "F" || name.first == "f", let number = Int(name.dropFirst()),
      (1...12).contains(number), String(number) == name.dropFirst()
    {
      self = .function(number)
    } else if name.count == 1, let character = name.first {
      self = .character(character)
    } else {
      return nil
    }
  }
}
