/// The events a control reports, named as UIKit names them so handlers read the same everywhere.
///
/// These are the events CellKit's controls send: a button reports `touchDown`, then
/// `touchUpInside` (or `touchUpOutside`) and `primaryActionTriggered`; a switch and a slider
/// report `valueChanged`; a text field reports the four editing events. The raw values are UIKit's.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A touch (or mouse button) went down inside the control.
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A touch that began inside the control ended inside it.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// A touch that began inside the control ended outside it.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// The control's value changed (a switch flipped, a slider moved).
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  /// The control's main action fired: a button tapped, clicked, or activated with Enter or Space.
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

  /// A text field got the focus and takes the keyboard's keys.
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  /// The user changed a text field's text.
  public static let editingChanged = ControlEvents(rawValue: 1 << 17)
  /// A text field lost the focus.
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
  /// The user pressed Enter (Return) in a text field.
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

  /// Every event.
  public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

  private static let names: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  public var description: String {
    let parts = Self.names.filter { contains($0.0) }.map(\.1)
    return parts.isEmpty ? "[]" : "[" + parts.joined(separator: ", ") + "]"
  }
}

extension ControlEvents {
  /// The single events of `events` not among these yet, in bit order, which join them: the events a
  /// control starts listening to, once each, when handlers for `events` are added.
  ///
  /// - Complexity: O(1) (32 bits).
  package mutating func start(_ events: ControlEvents) -> [ControlEvents] {
    let new = events.subtracting(self)
    formUnion(new)
    return (0..<32).map { ControlEvents(rawValue: 1 << UInt32($0)) }.filter(new.contains)
  }

  /// The identifier of the one platform action that forwards this single event to the CellKit
  /// handlers of a control (UIKit's `UIAction.Identifier`), such as
  /// `"CellKit.primaryActionTriggered"`: distinct from any app's own, so the app's actions and menus
  /// on the same control stay as they are, and adding it again replaces it rather than doubling
  /// every event.
  ///
  /// - Precondition: This is a single event.
  package var platformActionIdentifier: String {
    precondition(rawValue != 0 && rawValue & (rawValue - 1) == 0, "\(self) is not a single event")
    let name = Self.names.first { $0.0 == self }?.1 ?? "event\(rawValue.trailingZeroBitCount)"
    return "CellKit.\(name)"
  }
}
