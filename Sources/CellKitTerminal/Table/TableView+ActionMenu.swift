import CellKit
import Foundation

extension TableView {
  /// Opens the action menu of the row at `indexPath`: every enabled control of the row, by name,
  /// then its leading and trailing row actions, and Cancel. Choosing a control focuses it and
  /// uses it as Enter would (a text field is focused for typing); choosing a row action runs it.
  /// Either way the event is resolved when it fires, with the row's place then.
  ///
  /// - Returns: Whether a menu opened; a row without controls or actions has none.
  @discardableResult
  public func showActionMenu(forRowAt indexPath: IndexPath) -> Bool {
    guard let application, layout.contains(indexPath) else { return false }
    if onScreen.cells[indexPath] == nil {
      scrollToRow(at: indexPath)
      layoutRows()
    }
    guard let cell = onScreen.cells[indexPath] else { return false }
    // The menu acts on the item it was opened for, wherever updates while it is open move it.
    let current = listDataSource?.host(self, trackItemAt: indexPath) ?? { indexPath }
    var actions: [Alert.Action] = []
    for (index, control) in cell.focusableControls.enumerated() {
      actions.append(
        Alert.Action(title: control.menuTitle, owner: self) { table, _ in
          guard let indexPath = current() else { return }
          table.useControl(at: index, ofRowAt: indexPath)
        })
    }
    for edge in [RowEdge.leading, .trailing] {
      for label in listDataSource?.host(self, rowActionsAt: indexPath, edge: edge) ?? [] {
        actions.append(
          Alert.Action(title: label.title, style: label.isDestructive ? .destructive : .default, owner: self) {
            table, _ in
            guard let indexPath = current() else { return }
            table.listDataSource?.host(table, performRowAction: label.id, edge: edge, at: indexPath)
          })
      }
    }
    guard !actions.isEmpty else { return false }
    actions.append(Alert.Action(title: "Cancel", style: .cancel))
    hideRowActions()
    // The row's labels, read together, as VoiceOver reads a cell.
    let labels = cell.contentView.descendants().compactMap { $0.isHidden ? nil : ($0 as? Label)?.text }
    let title = labels.filter { !$0.isEmpty }.joined(separator: " ")
    application.present(
      Alert(title: title.isEmpty ? "Row \(indexPath.row + 1)" : title, preferredStyle: .actionSheet, actions: actions))
    return true
  }

  /// Focuses the control at `index` of the row at `indexPath` and uses it.
  private func useControl(at index: Int, ofRowAt indexPath: IndexPath) {
    focusRow(at: indexPath, controlIndex: index)
    application?.focus(self)
    layoutRows()
    guard let control = focusedControl, !(control is TextField) else { return }
    control.activate()
  }
}

extension ControlView {
  /// The control's entry in a row's action menu: its name, and for a switch, a slider or a text
  /// field, its value.
  var menuTitle: String {
    switch self {
    case let button as Button: return accessibilityLabel ?? button.title
    case let toggle as Switch: return "\(accessibilityLabel ?? "Switch"): \(toggle.isOn ? "on" : "off")"
    case let slider as Slider:
      let span = slider.range.upperBound - slider.range.lowerBound
      let percent = span > 0 ? Int(((slider.value - slider.range.lowerBound) / span * 100).rounded()) : 0
      return "\(accessibilityLabel ?? "Slider"): \(percent)%"
    case let field as TextField:
      let name = accessibilityLabel ?? (field.placeholder.isEmpty ? "Text field" : field.placeholder)
      return field.text.isEmpty ? name : "\(name): \(field.text)"
    default: return accessibilityLabel ?? "\(type(of: self))"
    }
  }
}
