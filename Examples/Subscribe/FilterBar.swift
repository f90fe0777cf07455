import CellKitTerminal

/// The filter line above the list: "Filter:" and a text field. Escape clears and closes it; Enter
/// or Down leaves the filter on and goes back to the list.
@MainActor
final class FilterBar: View {
  let search = TextField(placeholder: "Filter by name")
  private let prompt = Label("Filter:", style: .bold)
  /// Called with Escape (true: clear and close) or Enter and Down (false: back to the list).
  var onLeave: (@MainActor (_ clear: Bool) -> Void)?

  override init() {
    super.init()
    prompt.width = 7
    add(prompt, search)
  }

  override var preferredHeight: Int? { 1 }

  override func layoutSubviews() {
    layoutInRow([prompt, search], in: bounds)
  }

  override func handleKey(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .escape: onLeave?(true)
    case .enter, .down: onLeave?(false)
    default: return false
    }
    return true
  }
}
