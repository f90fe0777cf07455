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

  /// Flips the switch: `.valueChanged` and `.primaryActionTriggered`.
  public override func performPrimaryAction() -> ControlEvents {
    isOn.toggle()
    return [.valueChanged, .primaryActionTriggered]
  }

  public override func draw(in canvas: Canvas) {
    var style = stateStyle
    if isHighlighted && isEnabled { style.foreground = canvas.theme.accent }
    if isOn && isEnabled && !isHighlighted { style = Style(foreground: canvas.theme.success, attributes: .bold) }
    canvas.draw(isOn ? "[on ]" : "[off]", x: 0, y: 0, style: style)
  }
}
