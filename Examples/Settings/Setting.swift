import CellKit

/// A group of settings.
enum SettingsGroup: String, CaseIterable, Hashable {
  case notifications = "Notifications"
  case display = "Display"
  case account = "Account"
}

/// A section of the screen: its group, and the footer that explains the group's current values.
/// The section is the same one (by its group) whatever the values; a new explanation is a change
/// of its content, which configures its footer again in place.
struct SettingsSection: Differentiable, Equatable {
  let group: SettingsGroup
  let explanation: String

  var differenceIdentifier: SettingsGroup { group }
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
  var snapshot: Snapshot<SettingsSection, Setting> {
    var notificationRows = [Setting(key: .notifications, title: "Allow notifications", value: .toggle(notifications))]
    if notifications {
      notificationRows += [
        Setting(key: .sounds, title: "Sounds", value: .toggle(sounds)),
        Setting(key: .badges, title: "Badges", value: .toggle(badges)),
      ]
    }
    return Snapshot([
      (section(.notifications), notificationRows),
      (
        section(.display),
        [
          Setting(key: .brightness, title: "Brightness", value: .level(brightness)),
          Setting(key: .textSize, title: "Text size", value: .size(textSize)),
        ]
      ),
      (
        section(.account),
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

extension Preferences {
  /// The section of `group`, with what its footer says about the current values.
  func section(_ group: SettingsGroup) -> SettingsSection {
    SettingsSection(group: group, explanation: explanation(of: group))
  }

  /// The footer under `group`, explaining its current values.
  func explanation(of group: SettingsGroup) -> String {
    switch group {
    case .notifications:
      guard notifications else { return "Notifications are off: nothing will interrupt you." }
      return "Notifications arrive \(sounds ? "with sounds" : "silently"), "
        + (badges ? "and badges on the icon." : "without badges.")
    case .display:
      return "Brightness \(Int((brightness * 100).rounded()))%, text \(Int(textSize)) pt."
    case .account:
      if !email.isEmpty && !email.contains("@") { return "\"\(email)\" is not an email address: it needs an @." }
      if name.isEmpty || email.isEmpty { return "Enter your name and email to sign in." }
      return "Signed in as \(name) <\(email)>."
    }
  }
}
