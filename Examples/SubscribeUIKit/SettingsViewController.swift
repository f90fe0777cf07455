#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A row of a setting: its title on the leading side, its control on the trailing side.
  class SettingCell: TableCell, Reusable {
    let title = UILabel()

    /// Lays out the title and `control` in one row.
    func place(_ controls: UIView...) {
      contentView.fill(withRow: [title] + controls)
    }
  }

  /// A setting with a switch.
  final class SwitchSettingCell: SettingCell, ActionCell {
    enum Action: CellAction, Equatable { case toggled(Bool) }
    let toggle = UISwitch()

    override func cellDidLoad() {
      toggle.sends(Action.toggled, from: self) { $0.isOn }
      place(toggle)
    }
  }

  /// A setting with a slider and its value in percent.
  final class SliderSettingCell: SettingCell, ActionCell {
    enum Action: CellAction, Equatable { case slid(Double) }
    let slider = UISlider()
    let percent = UILabel()

    override func cellDidLoad() {
      slider.sends(Action.slid, from: self) { Double($0.value) }
      place(slider, percent)
    }
  }

  /// A setting with a stepper, in points.
  final class StepperSettingCell: SettingCell, ActionCell {
    enum Action: CellAction, Equatable { case stepped(Double) }
    let stepper = UIStepper()
    let points = UILabel()

    override func cellDidLoad() {
      stepper.minimumValue = 10
      stepper.maximumValue = 24
      stepper.sends(Action.stepped, from: self) { $0.value }
      place(points, stepper)
    }
  }

  /// A setting typed into a text field.
  final class TextSettingCell: SettingCell, ActionCell {
    enum Action: CellAction, Equatable { case edited(String) }
    let field = UITextField()

    override func cellDidLoad() {
      field.sends(Action.edited, from: self, on: .editingChanged) { $0.text ?? "" }
      place(field)
    }
  }

  /// A section's footer: the explanation of its current values, which the section's value holds,
  /// so a new one configures this view again in place (the rows keep their cells, and the text
  /// field being typed into keeps the keyboard).
  final class ExplanationFooter: UITableViewHeaderFooterView, Reusable {
    let explanation = UILabel()

    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      contentView.fill(withRow: [explanation])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The settings screen of the terminal app gallery (`Examples/Settings`) on iOS: the same model,
  /// cell actions and handlers, over a grouped `UITableView`. "Allow notifications" reveals the two
  /// rows under it; every footer follows the values as they change.
  final class SettingsViewController: UITableViewController {
    private var preferences = Preferences()
    private lazy var list = ListAdapter<SettingsSection, Setting>(tableView)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Settings"
      list.cell(SwitchSettingCell.self, when: { if case .toggle = $0.value { true } else { false } }) {
        cell, setting, _ in
        cell.title.text = setting.title
        cell.toggle.isOn = setting.isOn
      }
      list.cell(SliderSettingCell.self, when: { if case .level = $0.value { true } else { false } }) {
        cell, setting, _ in
        guard case .level(let level) = setting.value else { return }
        cell.title.text = setting.title
        cell.slider.value = Float(level)
        cell.percent.text = "\(Int((level * 100).rounded()))%"
      }
      list.cell(StepperSettingCell.self, when: { if case .size = $0.value { true } else { false } }) {
        cell, setting, _ in
        guard case .size(let size) = setting.value else { return }
        cell.title.text = setting.title
        cell.stepper.value = size
        cell.points.text = "\(Int(size)) pt"
      }
      list.cell(TextSettingCell.self) { cell, setting, _ in
        cell.title.text = setting.title
        cell.field.text = setting.text
        cell.field.placeholder = setting.key == .email ? "name@example.com" : "Your name"
      }
      list.headerTitle { section, _ in section.group.rawValue }
      list.footer(ExplanationFooter.self) { footer, section, _ in footer.explanation.text = section.explanation }
      list.on(SwitchSettingCell.Action.toggled, owner: self) { owner, context, isOn in
        owner.set(context.item.key, to: .toggle(isOn))
      }
      list.on(SliderSettingCell.Action.slid, owner: self) { owner, context, level in
        owner.set(context.item.key, to: .level((level * 10).rounded() / 10))
      }
      list.on(StepperSettingCell.Action.stepped, owner: self) { owner, context, size in
        owner.set(context.item.key, to: .size(size))
      }
      list.on(TextSettingCell.Action.edited, owner: self) { owner, context, text in
        owner.set(context.item.key, to: .text(text))
      }
      list.apply(preferences.snapshot, animatingDifferences: false)
    }

    /// Sets one setting and shows the screen for the new preferences: rows revealed or hidden, and
    /// the footers' explanations.
    private func set(_ key: Setting.Key, to value: Setting.Value) {
      preferences.set(key, to: value)
      list.apply(preferences.snapshot)
    }
  }
#endif
