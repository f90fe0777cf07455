/// The events a control reports, named as UIKit names them so handlers read the same everywhere.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A touch (or mouse button) went down inside the control.
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A touch went down inside the control again shortly after the last one.
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  /// A touch dragged inside the control.
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  /// A touch dragged outside the control.
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  /// A touch that began inside the control ended inside it.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// A touch that began inside the control ended outside it.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// The system cancelled a touch.
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  /// The control's value changed (a switch flipped, a slider moved).
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  /// The control's main action fired: a button tapped, clicked, or activated with Enter or Space.
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
  /// Editing began in a text control.
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  /// The text of a text control changed.
  public static let editingChanged = ControlEvents(rawValue: 1 << 17)
  /// Editing ended in a text control.
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
  /// Editing ended because the user pressed Return.
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

  /// Every touch event.
  public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
  /// Every editing event.
  public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
  /// Every event.
  public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

  private static let names: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  public var description: String {
    let parts = Self.names.filter { contains($0.0) }.map(\.1)
    return parts.isEmpty ? "[]" : "[" + parts.joined(separator: ", ") + "]"
  }
}
