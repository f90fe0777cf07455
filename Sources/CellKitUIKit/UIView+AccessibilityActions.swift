#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIView {
    /// VoiceOver's custom actions for the controls in this view: one per enabled, visible control
    /// with CellKit handlers, in layout order, named by its accessibility label (or a button's
    /// title, a text field's placeholder). Choosing one uses the control as a tap would (a switch
    /// flips, a text field starts editing), so the event is resolved when it fires, like any other.
    func controlAccessibilityActions() -> [UIAccessibilityCustomAction] {
      var actions: [UIAccessibilityCustomAction] = []
      for view in subviews where !view.isHidden {
        guard let control = view as? UIControl else {
          actions += view.controlAccessibilityActions()
          continue
        }
        guard control.isEnabled, control.hasCellKitHandlers else { continue }
        actions.append(
          UIAccessibilityCustomAction(name: control.accessibilityActionName) { [weak control] _ in
            control?.performAccessibilityAction() ?? false
          })
      }
      return actions
    }
  }

  extension UIControl {
    /// Whether CellKit handlers were ever registered on the control, without attaching any.
    fileprivate var hasCellKitHandlers: Bool {
      associatedValue(self, &AssociatedKey.handlers, as: ControlHandlers.self).map { $0.count() > 0 } ?? false
    }

    fileprivate var accessibilityActionName: String {
      switch self {
      case let toggle as UISwitch:
        return "\(accessibilityLabel ?? "Switch"): \(toggle.isOn ? "on" : "off")"
      case let button as UIButton:
        return accessibilityLabel ?? button.currentTitle ?? "Button"
      case let field as UITextField:
        return accessibilityLabel ?? field.placeholder ?? "Text field"
      default:
        return accessibilityLabel ?? "\(type(of: self))"
      }
    }

    /// Uses the control as a tap would: flips a switch, starts editing a text field, and sends any
    /// other control's primary event.
    fileprivate func performAccessibilityAction() -> Bool {
      guard isEnabled else { return false }
      switch self {
      case let toggle as UISwitch:
        toggle.setOn(!toggle.isOn, animated: true)
        toggle.sendActions(for: .valueChanged)
        return true
      case let field as UITextField:
        return field.becomeFirstResponder()
      default:
        sendActions(for: UIControl.Event(rawValue: UInt(Self.primaryEvent.rawValue)))
        return true
      }
    }
  }
#endif
