/// A slider over a range of values, drawn `[=====-----]`; Left and Right move it when it has the focus.
@MainActor
public final class Slider: ControlView {
  /// The current value, kept within `range`.
  public var value: Double {
    get { bounded.value }
    set { if bounded.set(newValue) { setNeedsDisplay() } }
  }

  /// The values the slider covers.
  public var range: ClosedRange<Double> { bounded.range }

  /// How far one key press moves the slider.
  public var step: Double

  private var bounded: BoundedValue

  /// The slider's width in columns, brackets included.
  public var width = 12

  /// Creates a slider.
  ///
  /// - Parameters:
  ///   - value: The value it starts at, clamped to `range`.
  ///   - range: The values it covers.
  ///   - step: How far one key press moves it; a tenth of the range by default.
  /// - Precondition: Both ends of `range`, and its length, are finite.
  public init(value: Double = 0, in range: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.step = step ?? (range.upperBound - range.lowerBound) / 10
    bounded = BoundedValue(value, in: range, control: "slider")
    super.init()
  }

  /// A slider's event is `.valueChanged`.
  public override class var primaryEvent: ControlEvents { .valueChanged }

  public override var preferredWidth: Int? { width }

  /// Moves the slider by `steps` steps and sends `.valueChanged` if the value changed.
  public func move(by steps: Int) {
    guard isEnabled, steps != 0, moved(by: steps) else { return }
    sendEvents(.valueChanged)
  }

  /// Moves the value by `steps` steps; returns whether it changed.
  ///
  /// A value on the grid of steps from the range's lower bound moves to the grid point `steps`
  /// away, computed from its place on the grid, so steps taken one by one never pile up rounding
  /// errors (0.1 stepped three times from 0 is 0.3).
  private func moved(by steps: Int) -> Bool {
    let old = value
    let place = (value - range.lowerBound) / step
    if abs(place - place.rounded()) < 1e-9 {
      value = Self.gridPoint(place.rounded() + Double(steps), step: step, from: range.lowerBound)
    } else {
      value += Double(steps) * step
    }
    return value != old
  }

  /// The value `place` steps of `step` above `lowerBound`: divided by the number of steps in one,
  /// when a whole number of steps makes one (a step of 0.1 or 0.25), which rounds once.
  static func gridPoint(_ place: Double, step: Double, from lowerBound: Double) -> Double {
    let perUnit = (1 / step).rounded()
    guard perUnit >= 1, abs(perUnit * step - 1) < 1e-12 else { return lowerBound + place * step }
    return lowerBound + place / perUnit
  }

  /// Moves the slider one step up, wrapping to the start at the end: `.primaryActionTriggered`,
  /// and `.valueChanged` when the value changed.
  public override func performPrimaryAction() -> ControlEvents {
    let changed: Bool
    if value >= range.upperBound {
      changed = value != range.lowerBound
      value = range.lowerBound
    } else {
      changed = moved(by: 1)
    }
    return changed ? [.valueChanged, .primaryActionTriggered] : .primaryActionTriggered
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .left: move(by: -1)
    case .right: move(by: 1)
    default: return false
    }
    return true
  }

  public override func draw(in canvas: Canvas) {
    let inner = max(0, frame.width - 2)
    let span = range.upperBound - range.lowerBound
    let filled = span > 0 ? Int(((value - range.lowerBound) / span * Double(inner)).rounded()) : 0
    let bar = String(repeating: "=", count: filled) + String(repeating: "-", count: inner - filled)
    canvas.draw("[" + bar + "]", x: 0, y: 0, style: stateStyle)
  }
}
