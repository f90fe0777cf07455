/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  /// The modifiers as bits: shift 1, alt 2, control 4.
  public let rawValue: UInt8
  /// Creates modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = Modifiers(rawValue: 1)
  /// Alt (Option on a Mac keyboard).
  public static let alt = Modifiers(rawValue: 2)
  /// Control.
  public static let control = Modifiers(rawValue: 4)
}
