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

/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let shift = Modifiers(rawValue: 1)
  public static let alt = Modifiers(rawValue: 2)
  public static let control = Modifiers(rawValue: 4)
}

/// A key press.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  public var key: Key
  public var modifiers: Modifiers

  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
    return prefix + key.description
  }
}

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

/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
  case key(KeyEvent)
  case mouse(MouseEvent)
  /// Text pasted in one piece (bracketed paste).
  case paste(String)
}
