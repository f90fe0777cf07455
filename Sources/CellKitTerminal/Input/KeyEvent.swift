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
