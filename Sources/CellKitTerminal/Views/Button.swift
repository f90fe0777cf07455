/// A push button, drawn `[ Title ]`.
@MainActor
public final class Button: ControlView {
  /// The button's title.
  public var title: String {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }

  /// Creates a button.
  public init(_ title: String) {
    self.title = title
    super.init()
  }

  public override var preferredWidth: Int? { CharacterWidth.of(title) + 4 }

  public override func draw(in canvas: Canvas) {
    canvas.draw("[ " + title.truncated(toColumns: max(0, frame.width - 4)) + " ]", x: 0, y: 0, style: stateStyle)
  }
}

/// An on/off switch, drawn `[on ]` or `[off]`.
@MainActor
public final class Switch: ControlView {
  /// Whether the switch is on. Setting it does not send events; the user flipping it does.
  public var isOn: Bool {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }

  /// Creates a switch.
  public init(isOn: Bool = false) {
    self.isOn = isOn
    super.init()
  }

  /// A switch's event is `.valueChanged`.
  public override class var primaryEvent: ControlEvents { .valueChanged }

  public override var preferredWidth: Int? { 5 }

  /// Flips the switch and sends `.valueChanged` and `.primaryActionTriggered`.
  public override func activate() {
    guard isEnabled else { return }
    isOn.toggle()
    sendEvents([.valueChanged, .primaryActionTriggered])
  }

  public override func draw(in canvas: Canvas) {
    var style = stateStyle
    if isOn && isEnabled && !isHighlighted { style = Style(foreground: .green, attributes: .bold) }
    canvas.draw(isOn ? "[on ]" : "[off]", x: 0, y: 0, style: style)
  }
}

/// A slider over a range of values, drawn `[=====-----]`; Left and Right move it when it has the focus.
@MainActor
public final class Slider: ControlView {
  /// The current value, kept within `range`.
  public var value: Double {
    didSet {
      value = min(max(value, range.lowerBound), range.upperBound)
      if value != oldValue { setNeedsDisplay() }
    }
  }

  /// The values the slider covers.
  public let range: ClosedRange<Double>

  /// How far one key press moves the slider.
  public var step: Double

  /// The slider's width in columns, brackets included.
  public var width = 12

  /// Creates a slider.
  public init(value: Double = 0, in range: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.range = range
    self.step = step ?? (range.upperBound - range.lowerBound) / 10
    self.value = min(max(value, range.lowerBound), range.upperBound)
    super.init()
  }

  /// A slider's event is `.valueChanged`.
  public override class var primaryEvent: ControlEvents { .valueChanged }

  public override var preferredWidth: Int? { width }

  /// Moves the slider by `steps` steps and sends `.valueChanged` if the value changed.
  public func move(by steps: Int) {
    guard isEnabled else { return }
    let old = value
    value += Double(steps) * step
    if value != old { sendEvents(.valueChanged) }
  }

  /// Moves the slider one step up, wrapping to the start at the end.
  public override func activate() {
    guard isEnabled else { return }
    if value >= range.upperBound {
      value = range.lowerBound
      sendEvents([.valueChanged, .primaryActionTriggered])
    } else {
      move(by: 1)
      sendEvents(.primaryActionTriggered)
    }
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
