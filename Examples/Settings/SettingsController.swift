import CellKit
import CellKitTerminal

/// The settings screen: a bar, the sections of settings with a footer each that explains the
/// current values, and a help line.
@MainActor
final class SettingsController {
  let bar = NavigationBar(title: "Settings")
  let table = TableView()
  let help = Label("↑↓ Tab move · Enter flip · ←→ slide, step · type in fields · Esc, q quit", style: .dim)
  lazy var rootView = VStack(bar, table, help)
  let list: ListAdapter<SettingsSection, Setting>
  private(set) var preferences: Preferences

  init(preferences: Preferences = Preferences()) {
    self.preferences = preferences
    list = ListAdapter(table)
    list.cell(SwitchSettingCell.self, when: { if case .toggle = $0.value { true } else { false } }) {
      cell, setting, _ in
      cell.title.text = setting.title
      cell.toggle.isOn = setting.isOn
    }
    list.cell(SliderSettingCell.self, when: { if case .level = $0.value { true } else { false } }) { cell, setting, _ in
      guard case .level(let level) = setting.value else { return }
      cell.title.text = setting.title
      cell.slider.value = level
      cell.percent.text = "\(Int((level * 100).rounded()))%"
    }
    list.cell(StepperSettingCell.self, when: { if case .size = $0.value { true } else { false } }) { cell, setting, _ in
      guard case .size(let size) = setting.value else { return }
      cell.title.text = setting.title
      cell.stepper.value = size
    }
    list.cell(TextSettingCell.self) { cell, setting, _ in
      cell.title.text = setting.title
      cell.field.text = setting.text
      cell.field.placeholder = setting.key == .email ? "name@example.com" : "Your name"
    }
    list.headerTitle { section, _ in section.group.rawValue }
    list.footerTitle { section, _ in section.explanation }
    list.on(SwitchSettingCell.Action.toggled, owner: self) { owner, context, isOn in
      owner.set(context.item.key, to: .toggle(isOn))
    }
    list.on(SliderSettingCell.Action.slid, owner: self) { owner, context, level in
      owner.set(context.item.key, to: .level(level))
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
  func set(_ key: Setting.Key, to value: Setting.Value) {
    preferences.set(key, to: value)
    list.apply(preferences.snapshot)
  }
}
