/// A control that steps a value up or down, drawn `[-] 14 [+]`: a click on `[-]` or `[+]` steps
/// it, as do Left and Right (or `-` and `+`) when it has the focus; Enter or Space steps it up.
///
/// ```swift
/// let textSize = Stepper(value: 14, in: 10...24)
/// textSize.on(.valueChanged) { stepper in print("text size \(stepper.value)") }
/// ```
@MainActor
public final class Stepper: ControlView {
  /// The current value, kept within `range`. Setting it sends no event; the user stepping does.
  public var value: Double {
    get { bounded.value }
    set { if bounded.set(newValue) { setNeedsDisplay() } }
  }

  /// The values the stepper covers.
  public var range: ClosedRange<Double> { bounded.range }

  /// How far one step moves the value.
  public var step: Double

  private var bounded: BoundedValue

  /// Whether stepping past one end of `range` goes on from the other end, as `UIStepper`'s
  /// `wraps` does; false by default, where the value stops at the ends.
  public var wraps = false

  /// Writes the value between `[-]` and `[+]`; by default a whole number without decimals.
  public var format: @MainActor (Double) -> String = { value in
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Creates a stepper.
  ///
  /// - Parameters:
  ///   - value: The value it starts at, clamped to `range`.
  ///   - range: The values it covers.
  ///   - step: How far one step moves the value.
  /// - Precondition: `step` is more than 0, and both ends of `range`, and its length, are finite.
  public init(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1) {
    precondition(step > 0, "A stepper's step must be more than 0, so that a step changes its value; it was \(step).")
    self.step = step
    bounded = BoundedValue(value, in: range, control: "stepper")
    super.init()
  }

  /// A stepper's event is `.valueChanged`.
  public override class var primaryEvent: ControlEvents { .valueChanged }

  /// Wide enough for the widest end of the range, so the buttons stay in place as the value changes.
  public override var preferredWidth: Int? {
    8 + max(format(range.lowerBound).count, format(range.upperBound).count)
  }

  /// Steps the value by `steps` steps (negative ones step down), and sends `.valueChanged` if the
  /// value changed.
  public func step(by steps: Int) {
    guard isEnabled, stepped(by: steps) else { return }
    sendEvents(.valueChanged)
  }

  /// Steps the value by `steps` steps, wrapping at the ends when ``wraps``; returns whether it
  /// changed.
  private func stepped(by steps: Int) -> Bool {
    guard steps != 0 else { return false }
    let old = value
    let next = value + Double(steps) * step
    if wraps && next > range.upperBound && old == range.upperBound {
      value = range.lowerBound
    } else if wraps && next < range.lowerBound && old == range.lowerBound {
      value = range.upperBound
    } else {
      value = next
    }
    return value != old
  }

  /// Steps the value up: `.primaryActionTriggered`, and `.valueChanged` when the value changed.
  public override func performPrimaryAction() -> ControlEvents {
    stepped(by: 1) ? [.valueChanged, .primaryActionTriggered] : .primaryActionTriggered
  }

  /// A click on `[-]` steps down and one on `[+]` up, in one event with its `.touchUpInside`; one
  /// on the value between them only ends the touch.
  public override func touchUp(inside: Bool) {
    guard isEnabled else { return }
    guard inside else {
      sendEvents(.touchUpOutside)
      return
    }
    let x = pressLocation?.x ?? 0
    guard x < 3 || x >= frame.width - 3 else { return sendEvents(.touchUpInside) }
    var events: ControlEvents = [.touchUpInside, .primaryActionTriggered]
    if stepped(by: x < 3 ? -1 : 1) { events.insert(.valueChanged) }
    sendEvents(events)
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .left, .character("-"): step(by: -1)
    case .right, .character("+"): step(by: 1)
    default: return false
    }
    return true
  }

  public override func draw(in canvas: Canvas) {
    let text = format(value)
    let inner = max(text.count, (preferredWidth ?? 0) - 8)
    let padded = String(repeating: " ", count: (inner - text.count + 1) / 2) + text
    let body = padded + String(repeating: " ", count: inner - padded.count)
    let style = stateStyle
    canvas.draw("[-]", x: 0, y: 0, style: value > range.lowerBound || wraps ? style : .dim)
    canvas.draw(" " + body + " ", x: 3, y: 0, style: style)
    canvas.draw("[+]", x: 5 + inner, y: 0, style: value < range.upperBound || wraps ? style : .dim)
  }
}
