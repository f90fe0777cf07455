import CellKit
import CellKitTerminal

/// A setting with a switch.
final class SwitchSettingCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case toggled(Bool) }
  let title = Label()
  let toggle = Switch()

  override func cellDidLoad() {
    toggle.sends(Action.toggled, from: self) { $0.isOn }
    contentView.add(title, toggle)
  }
}

/// A setting with a slider and its value in percent.
final class SliderSettingCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case slid(Double) }
  let title = Label()
  let slider = Slider(value: 0.5, in: 0...1, step: 0.1)
  let percent = Label(style: .dim)

  override func cellDidLoad() {
    slider.sends(Action.slid, from: self) { $0.value }
    slider.width = 22
    percent.width = 5
    percent.alignment = .trailing
    contentView.add(title, slider, percent)
  }
}

/// A setting with a stepper, in points.
final class StepperSettingCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case stepped(Double) }
  let title = Label()
  let stepper = Stepper(value: 14, in: 10...24)

  override func cellDidLoad() {
    stepper.format = { "\(Int($0)) pt" }
    stepper.sends(Action.stepped, from: self) { $0.value }
    contentView.add(title, stepper)
  }
}

/// A setting typed into a text field.
final class TextSettingCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case edited(String) }
  let title = Label()
  let field = TextField()

  override func cellDidLoad() {
    field.width = 28
    field.sends(Action.edited, from: self) { $0.text }
    contentView.add(title, field)
  }
}
