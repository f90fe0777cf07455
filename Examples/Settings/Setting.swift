import CellKit

/// A group of settings: a section of the screen.
enum SettingsGroup: String, CaseIterable, Differentiable {
  case notifications = "Notifications"
  case display = "Display"
  case account = "Account"
}

/// One setting, as its row shows it: a switch, a slider, a stepper or a text field.
struct Setting: Differentiable, Equatable {
  enum Key: String {
    case notifications, sounds, badges, brightness, textSize, name, email
  }

  enum Value: Equatable {
    case toggle(Bool)
    case level(Double)
    case size(Double)
    case text(String)
  }

  let key: Key
  let title: String
  var value: Value

  var differenceIdentifier: Key { key }

  var isOn: Bool { if case .toggle(let on) = value { on } else { false } }
  var text: String { if case .text(let text) = value { text } else { "" } }
}

/// What the user chose: the app's model.
struct Preferences: Equatable {
  var notifications = true
  var sounds = true
  var badges = false
  var brightness = 0.7
  var textSize = 14.0
  var name = ""
  var email = ""

  /// The rows of the screen, section by section. The switch that allows notifications reveals the
  /// two below it, and hides them when it is off.
  var snapshot: Snapshot<SettingsGroup, Setting> {
    var notificationRows = [Setting(key: .notifications, title: "Allow notifications", value: .toggle(notifications))]
    if notifications {
      notificationRows += [
        Setting(key: .sounds, title: "Sounds", value: .toggle(sounds)),
        Setting(key: .badges, title: "Badges", value: .toggle(badges)),
      ]
    }
    return Snapshot([
      (.notifications, notificationRows),
      (
        .display,
        [
          Setting(key: .brightness, title: "Brightness", value: .level(brightness)),
          Setting(key: .textSize, title: "Text size", value: .size(textSize)),
        ]
      ),
      (
        .account,
        [
          Setting(key: .name, title: "Name", value: .text(name)),
          Setting(key: .email, title: "Email", value: .text(email)),
        ]
      ),
    ])
  }

  /// Sets the setting `key` to `value`.
  mutating func set(_ key: Setting.Key, to value: Setting.Value) {
    switch (key, value) {
    case (.notifications, .toggle(let on)): notifications = on
    case (.sounds, .toggle(let on)): sounds = on
    case (.badges, .toggle(let on)): badges = on
    case (.brightness, .level(let level)): brightness = level
    case (.textSize, .size(let size)): textSize = size
    case (.name, .text(let text)): name = text
    case (.email, .text(let text)): email = text
    default: preconditionFailure("\(key) cannot be set to \(value).")
    }
  }
}

extension SettingsGroup {
  /// The footer under the group, explaining its current values: made from the rows it shows.
  func footer(for rows: [Setting]) -> String {
    func row(_ key: Setting.Key) -> Setting? { rows.first { $0.key == key } }
    switch self {
    case .notifications:
      guard row(.notifications)?.isOn == true else { return "Notifications are off: nothing will interrupt you." }
      let sounds = row(.sounds)?.isOn == true ? "with sounds" : "silently"
      let badges = row(.badges)?.isOn == true ? "and badges on the icon" : "without badges"
      return "Notifications arrive \(sounds), \(badges)."
    case .display:
      guard case .level(let level)? = row(.brightness)?.value, case .size(let size)? = row(.textSize)?.value else {
        return ""
      }
      return "Brightness \(Int((level * 100).rounded()))%, text \(Int(size)) pt."
    case .account:
      let name = row(.name)?.text ?? ""
      let email = row(.email)?.text ?? ""
      if !email.isEmpty && !email.contains("@") { return "\"\(email)\" is not an email address: it needs an @." }
      if name.isEmpty || email.isEmpty { return "Enter your name and email to sign in." }
      return "Signed in as \(name) <\(email)>."
    }
  }
}
