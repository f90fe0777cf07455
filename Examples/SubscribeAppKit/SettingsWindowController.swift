#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// A setting with a switch.
  final class SwitchSettingCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case toggled(Bool) }
    let title = NSTextField(labelWithString: "")
    let toggle = NSSwitch()

    override func cellDidLoad() {
      toggle.sends(Action.toggled, from: self) { $0.state == .on }
      fill(withRow: [title, toggle])
    }
  }

  /// A setting with a slider and its value in percent.
  final class SliderSettingCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case slid(Double) }
    let title = NSTextField(labelWithString: "")
    let slider = NSSlider()
    let percent = NSTextField(labelWithString: "")

    override func cellDidLoad() {
      slider.minValue = 0
      slider.maxValue = 1
      slider.sends(Action.slid, from: self) { $0.doubleValue }
      fill(withRow: [title, slider, percent])
    }
  }

  /// A setting with a stepper, in points.
  final class StepperSettingCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case stepped(Double) }
    let title = NSTextField(labelWithString: "")
    let points = NSTextField(labelWithString: "")
    let stepper = NSStepper()

    override func cellDidLoad() {
      stepper.minValue = 10
      stepper.maxValue = 24
      stepper.sends(Action.stepped, from: self) { $0.doubleValue }
      fill(withRow: [title, points, stepper])
    }
  }

  /// A setting typed into a text field.
  final class TextSettingCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case edited(String) }
    let title = NSTextField(labelWithString: "")
    let field = NSTextField(string: "")

    override func cellDidLoad() {
      field.sends(Action.edited, from: self, on: .editingChanged) { $0.stringValue }
      fill(withRow: [title, field])
    }
  }

  /// A section's footer: the explanation of its current values, which the section's value holds,
  /// so a new one configures this view again in place.
  final class ExplanationFooter: TableCellView, Reusable {
    let explanation = NSTextField(labelWithString: "")

    override func cellDidLoad() {
      fill(withRow: [explanation])
    }
  }

  /// The settings screen of the terminal app gallery (`Examples/Settings`) on the Mac: the same
  /// model, cell actions and handlers, over an `NSTableView` whose groups are group rows.
  final class SettingsWindowController: NSWindowController {
    private let tableView = NSTableView()
    private lazy var list = ListAdapter<SettingsSection, Setting>(tableView)
    private var preferences = Preferences()

    convenience init() {
      let window = NSWindow(title: "Settings", width: 520, height: 480)
      self.init(window: window)
      window.lay(out: tableView, under: [])
      list.cell(SwitchSettingCell.self, when: { if case .toggle = $0.value { true } else { false } }) {
        cell, setting, _ in
        cell.title.stringValue = setting.title
        cell.toggle.state = setting.isOn ? .on : .off
      }
      list.cell(SliderSettingCell.self, when: { if case .level = $0.value { true } else { false } }) {
        cell, setting, _ in
        guard case .level(let level) = setting.value else { return }
        cell.title.stringValue = setting.title
        cell.slider.doubleValue = level
        cell.percent.stringValue = "\(Int((level * 100).rounded()))%"
      }
      list.cell(StepperSettingCell.self, when: { if case .size = $0.value { true } else { false } }) {
        cell, setting, _ in
        guard case .size(let size) = setting.value else { return }
        cell.title.stringValue = setting.title
        cell.stepper.doubleValue = size
        cell.points.stringValue = "\(Int(size)) pt"
      }
      list.cell(TextSettingCell.self) { cell, setting, _ in
        cell.title.stringValue = setting.title
        cell.field.stringValue = setting.text
        cell.field.placeholderString = setting.key == .email ? "name@example.com" : "Your name"
      }
      list.headerTitle { section, _ in section.group.rawValue }
      list.footer(ExplanationFooter.self) { footer, section, _ in
        footer.explanation.stringValue = section.explanation
      }
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
