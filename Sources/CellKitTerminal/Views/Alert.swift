/// A modal message with a title and buttons, presented with ``Application/present(_:)``: an alert
/// with its buttons side by side, or an action sheet with one per line, as UIKit's alert controller
/// presents them.
///
/// While it shows, it takes every key and click: Left/Right (Up/Down in an action sheet) or Tab
/// move between its buttons, Enter or Space presses the highlighted one, Esc presses the cancel
/// button (or dismisses it).
@MainActor
public final class Alert: View {
  /// A button of an alert.
  public struct Action {
    /// How a button behaves.
    public enum Style: Sendable {
      /// Pressed by Enter when focused; drawn plainly.
      case `default`
      /// Pressed by Esc.
      case cancel
      /// Drawn to warn.
      case destructive
    }

    /// The button's title.
    public let title: String
    /// How the button behaves.
    public let style: Style
    let handler: (@MainActor (Action) -> Void)?

    /// Creates a button; `handler` runs after the alert is dismissed.
    public init(title: String, style: Style = .default, handler: (@MainActor (Action) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// Creates a button whose handler receives `owner`, held weakly, so no `[weak self]` or
    /// `[unowned self]` is needed; if the owner is gone by then, pressing the button only dismisses
    /// the alert.
    @MainActor
    public init<Owner: AnyObject>(
      title: String, style: Style = .default, owner: Owner,
      handler: @escaping @MainActor (Owner, Action) -> Void
    ) {
      self.init(title: title, style: style) { [weak owner] action in
        if let owner { handler(owner, action) }
      }
    }
  }

  /// How an alert lays out its buttons.
  public enum Presentation: Sendable {
    /// Buttons side by side under the message.
    case alert
    /// One button per line, a menu of choices; the cancel button last.
    case actionSheet
  }

  /// The bold first line.
  public let title: String
  /// The text under the title.
  public let message: String
  /// The buttons, left to right. An alert without buttons gets an OK button.
  public private(set) var actions: [Action] = []
  /// The button Enter presses.
  public private(set) var highlightedIndex = 0
  /// How the buttons are laid out.
  public let preferredStyle: Presentation
  /// In an action sheet too long for the screen, the first button shown.
  private var firstShownAction = 0

  /// Creates an alert, or with `preferredStyle` `.actionSheet`, a menu of choices.
  public init(title: String, message: String = "", preferredStyle: Presentation = .alert, actions: [Action] = []) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    self.actions = actions
    super.init()
  }

  /// Adds a button.
  public func addAction(_ action: Action) {
    actions.append(action)
  }

  /// The buttons in the order they show: an action sheet's cancel button goes last.
  var shownActions: [Action] {
    guard !actions.isEmpty else { return [Action(title: "OK")] }
    guard preferredStyle == .actionSheet else { return actions }
    return actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
  }

  /// The rows above the buttons: the border, the title and the message.
  private var headerHeight: Int { message.isEmpty ? 2 : 3 }

  /// The alert's size for a screen of `screen` size.
  func preferredSize(in screen: Size) -> Size {
    if preferredStyle == .actionSheet {
      let longest = shownActions.map { CharacterWidth.of($0.title) + 4 }.max() ?? 0
      let content = max(CharacterWidth.of(title), CharacterWidth.of(message), longest) + 4
      let height = headerHeight + 1 + shownActions.count + 1
      return Size(width: min(screen.width, max(24, content)), height: min(screen.height, height))
    }
    let buttons = shownActions.reduce(0) { $0 + CharacterWidth.of($1.title) + 5 }
    let content = max(CharacterWidth.of(title), CharacterWidth.of(message), buttons) + 4
    return Size(width: min(screen.width, max(24, content)), height: min(screen.height, message.isEmpty ? 5 : 6))
  }

  /// On the highlighted button.
  public override var focusCursor: Point? {
    let frames = buttonFrames()
    guard frames.indices.contains(highlightedIndex), !frames[highlightedIndex].isEmpty else { return super.focusCursor }
    return convertToScreen(frames[highlightedIndex].origin)
  }

  private func buttonFrames() -> [Rect] {
    if preferredStyle == .actionSheet {
      let rows = max(0, frame.height - headerHeight - 2)
      return shownActions.indices.map { index in
        let y = headerHeight + 1 + index - firstShownAction
        let shown = index >= firstShownAction && index < firstShownAction + rows
        return Rect(x: 2, y: shown ? y : -1, width: shown ? max(0, frame.width - 4) : 0, height: 1)
      }
    }
    let widths = shownActions.map { CharacterWidth.of($0.title) + 4 }
    let total = widths.reduce(0, +) + widths.count - 1
    var x = max(1, (frame.width - total) / 2)
    return widths.map { width in
      defer { x += width + 1 }
      return Rect(x: x, y: frame.height - 2, width: width, height: 1)
    }
  }

  public override func draw(in canvas: Canvas) {
    let width = frame.width
    let height = frame.height
    guard width >= 2, height >= 2 else { return }
    canvas.fill(bounds)
    canvas.draw("┌" + String(repeating: "─", count: width - 2) + "┐", x: 0, y: 0)
    for y in 1..<(height - 1) {
      canvas.draw("│", x: 0, y: y)
      canvas.draw("│", x: width - 1, y: y)
    }
    canvas.draw("└" + String(repeating: "─", count: width - 2) + "┘", x: 0, y: height - 1)
    let inner = width - 4
    let shownTitle = title.truncated(toColumns: inner)
    canvas.draw(shownTitle, x: (width - CharacterWidth.of(shownTitle)) / 2, y: 1, style: .bold)
    if !message.isEmpty, height > 4 {
      let shownMessage = message.truncated(toColumns: inner)
      canvas.draw(shownMessage, x: (width - CharacterWidth.of(shownMessage)) / 2, y: 2)
    }
    let rows = max(0, height - headerHeight - 2)
    firstShownAction = min(max(firstShownAction, highlightedIndex - rows + 1), highlightedIndex)
    for (index, (action, rect)) in zip(shownActions, buttonFrames()).enumerated() where !rect.isEmpty {
      var style: Style =
        index == highlightedIndex ? Style(foreground: canvas.theme.accent, attributes: [.reverse, .bold]) : .plain
      if action.style == .destructive { style.foreground = canvas.theme.destructive }
      if preferredStyle == .actionSheet {
        canvas.fill(rect, style: style)
        canvas.draw(action.title.truncated(toColumns: rect.width - 2), x: rect.minX + 1, y: rect.minY, style: style)
      } else {
        canvas.draw("[ " + action.title + " ]", x: rect.minX, y: rect.minY, style: style)
      }
    }
  }

  /// Presses the button at `index`: dismisses the alert, then runs the button's handler.
  public func press(_ index: Int) {
    let shown = shownActions
    guard shown.indices.contains(index) else { return }
    application?.dismiss(self)
    shown[index].handler?(shown[index])
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    let count = shownActions.count
    let sheet = preferredStyle == .actionSheet
    switch event.key {
    case .left where !sheet, .up where sheet, .backTab: highlightedIndex = (highlightedIndex + count - 1) % count
    case .right where !sheet, .down where sheet, .tab: highlightedIndex = (highlightedIndex + 1) % count
    case .home where sheet: highlightedIndex = 0
    case .end where sheet: highlightedIndex = count - 1
    case .enter, .character(" "): press(highlightedIndex)
    case .escape:
      if let cancel = shownActions.firstIndex(where: { $0.style == .cancel }) {
        press(cancel)
      } else {
        application?.dismiss(self)
      }
    default: break
    }
    setNeedsDisplay()
    return true
  }

  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard event.kind == .release else { return true }
    if let index = buttonFrames().firstIndex(where: { $0.contains(point) }) { press(index) }
    return true
  }
}
