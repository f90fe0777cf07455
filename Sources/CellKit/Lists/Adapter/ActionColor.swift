/// The colour of a row action's button: one of the platform's system colours, which follow light and
/// dark mode and the user's contrast settings, or a colour of your own.
///
/// UIKit shows it as the swipe action's background (`UIColor.systemRed` for ``red``), AppKit as the
/// row action's, and the terminal as the button's background, in the nearest colour it can show.
public struct ActionColor: Hashable, Sendable {
  /// The system colours, by name.
  package enum SystemName: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, teal, blue, indigo, purple, pink, gray
  }

  package enum Value: Hashable, Sendable {
    case system(SystemName)
    case rgb(red: Double, green: Double, blue: Double)
  }

  package let value: Value

  private init(_ name: SystemName) { value = .system(name) }

  /// A colour of your own, each component from 0 to 1 (values outside are clamped).
  ///
  /// - Precondition: No component is NaN.
  public init(red: Double, green: Double, blue: Double) {
    precondition(
      !red.isNaN && !green.isNaN && !blue.isNaN,
      "ActionColor(red: \(red), green: \(green), blue: \(blue)) has a component that is not a number; pass values from 0 to 1."
    )
    value = .rgb(red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1))
  }

  /// The system red: UIKit's colour for destructive swipe actions.
  public static let red = ActionColor(.red)
  /// The system orange.
  public static let orange = ActionColor(.orange)
  /// The system yellow.
  public static let yellow = ActionColor(.yellow)
  /// The system green.
  public static let green = ActionColor(.green)
  /// The system teal.
  public static let teal = ActionColor(.teal)
  /// The system blue.
  public static let blue = ActionColor(.blue)
  /// The system indigo.
  public static let indigo = ActionColor(.indigo)
  /// The system purple.
  public static let purple = ActionColor(.purple)
  /// The system pink.
  public static let pink = ActionColor(.pink)
  /// The system gray: UIKit's colour for ordinary swipe actions.
  public static let gray = ActionColor(.gray)

  /// The colour's red, green and blue from 0 to 1: its own, or, for a system colour, the light-mode
  /// value Apple documents for it; for hosts without system colours, such as the terminal.
  package var components: (red: Double, green: Double, blue: Double) {
    switch value {
    case .rgb(let red, let green, let blue): return (red, green, blue)
    case .system(let name):
      let bytes: (Int, Int, Int)
      switch name {
      case .red: bytes = (255, 59, 48)
      case .orange: bytes = (255, 149, 0)
      case .yellow: bytes = (255, 204, 0)
      case .green: bytes = (52, 199, 89)
      case .teal: bytes = (48, 176, 199)
      case .blue: bytes = (0, 122, 255)
      case .indigo: bytes = (88, 86, 214)
      case .purple: bytes = (175, 82, 222)
      case .pink: bytes = (255, 45, 85)
      case .gray: bytes = (142, 142, 147)
      }
      return (Double(bytes.0) / 255, Double(bytes.1) / 255, Double(bytes.2) / 255)
    }
  }
}
