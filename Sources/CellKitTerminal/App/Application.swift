@_spi(CellKitPlatform) import CellKit
import Foundation

/// A full-screen terminal application: a root view, the keyboard focus, modal alerts, and key
/// commands, drawn frame by frame through a diffing ``Renderer``.
///
/// ``run()`` drives it from a real terminal; a ``Pilot`` drives it headlessly in tests.
@MainActor
public final class Application {
  /// The view that fills the screen.
  public let rootView: View

  /// The screen's size in cells.
  public private(set) var size: Size

  /// The view that receives keys.
  public private(set) weak var focusedView: View?

  /// The alerts shown, bottom to top; the top one takes all input.
  public private(set) var alerts: [Alert] = []

  /// Whether ``run()`` is running: true from its start until it has given the terminal back.
  public internal(set) var isRunning = false

  /// The frame drawn last.
  public private(set) var currentFrame: ScreenBuffer
  /// The colors the views draw with; changing it redraws the screen.
  public var theme: Theme = .standard {
    didSet { setNeedsDisplay() }
  }

  /// The renderer turning frames into bytes.
  public let renderer: Renderer

  /// Whether ``run()`` shows the terminal's cursor. After every frame the cursor rests on what has
  /// the keyboard focus (``View/focusCursor``), where a terminal screen reader or braille display
  /// follows it; it is hidden unless shown, by this property or by the environment variable
  /// `CELLKIT_SHOW_CURSOR=1`. Read when ``run()`` starts.
  public var showsCursor = Application.showsCursor(environment: ProcessInfo.processInfo.environment)

  /// Whether `environment` asks for the cursor to show: `CELLKIT_SHOW_CURSOR` set to anything but
  /// empty or `0`.
  public nonisolated static func showsCursor(environment: [String: String]) -> Bool {
    guard let value = environment["CELLKIT_SHOW_CURSOR"] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// Where the application's later work runs: timers, and the work of its tables and grids (their
  /// cells' tasks, snapshots applied while a view was configured, observed changes).
  package let scheduler: any MainScheduler

  private let sink: (any OutputSink)?
  private var keyCommands: [KeyEvent: @MainActor () -> Void] = [:]
  private var needsDisplay = true
  private var needsLayout = true
  private var pressedControl: ControlView?
  /// A control focused from its cell's configure closure, before its table or grid placed the
  /// cell: focused through that table or grid once the frame's layout has placed it.
  private weak var pendingFocus: ControlView?
  var shouldQuit = false
  /// Wakes the run loop's wait for input, while ``run()`` runs.
  var wakePipe: WakePipe?
  /// Whether the run loop is waiting for input, so a change to draw must wake it.
  package internal(set) var isWaitingForInput = false

  /// Creates an application.
  ///
  /// - Parameters:
  ///   - rootView: The view that fills the screen.
  ///   - size: The screen's size; ``run()`` replaces it with the terminal's.
  ///   - sink: Where rendered frames are written; nil to keep them (``currentFrame``) only.
  ///   - colorDepth: How colors are written; by default as the environment asks (`NO_COLOR`,
  ///     `COLORTERM`, `TERM`: see ``ColorDepth/init(environment:)``).
  ///
  /// Its later work runs on the main actor's next turns, timed by the continuous clock; a ``Pilot``
  /// makes an application whose later work waits in a ``ManualScheduler`` its test drives.
  public convenience init(
    rootView: View, size: Size = Size(width: 80, height: 24), sink: (any OutputSink)? = nil,
    colorDepth: ColorDepth = ColorDepth(environment: ProcessInfo.processInfo.environment)
  ) {
    self.init(rootView: rootView, size: size, sink: sink, colorDepth: colorDepth, scheduler: MainActorScheduler())
  }

  /// Creates an application whose later work runs on `scheduler`.
  package init(
    rootView: View, size: Size, sink: (any OutputSink)?, colorDepth: ColorDepth, scheduler: any MainScheduler
  ) {
    self.rootView = rootView
    self.scheduler = scheduler
    self.size = size
    self.sink = sink
    renderer = Renderer(colorDepth: colorDepth)
    currentFrame = ScreenBuffer(size: size)
    rootView.hostingApplication = self
    focusFirstFocusableView()
  }

  // MARK: Focus

  /// Gives the keyboard focus to `view`.
  ///
  /// For a control in a table's row or a grid's item, the keyboard goes to the table or grid with
  /// its focus on that control, as a click on the control does: the table or grid gives the control
  /// each key first, and keeps the row on screen as the list changes.
  ///
  /// A control of a cell that no table or grid shows (one waiting for reuse) is not focused. A
  /// control focused from its cell's configure closure, while the table or grid is making the
  /// cell, is focused through it once the cell is placed, before the frame is drawn.
  public func focus(_ view: View) {
    if let control = view as? ControlView {
      guard let host = control.superviews.first(where: \.managesFocusOfDescendants) else {
        // Not in its table or grid yet: a cell being configured.
        if let reusable = control.superviews.first(where: { $0 is TableReusableView }) as? TableReusableView,
          (reusable.host as? View)?.managesFocusOfDescendants == true
        {
          pendingFocus = control
          setNeedsLayout()
          return
        }
        return focusDirectly(view)
      }
      if host.canBecomeFocused, host.focus(on: view) { return focus(host) }
      if let cell = TableCell.containing(view), cell.indexPath == nil { return }
    }
    focusDirectly(view)
  }

  private func focusDirectly(_ view: View) {
    guard view.canBecomeFocused, view !== focusedView else { return }
    let previous = focusedView
    focusedView = view
    setNeedsLayout()
    previous?.didUpdateFocus()
    view.didUpdateFocus()
  }

  private func focusFirstFocusableView() {
    if let view = ([rootView] + rootView.descendants()).first(where: { $0.canBecomeFocused && !($0 is ControlView) }) {
      focusedView = view
    }
  }

  private func focusableViews() -> [View] {
    ([rootView] + rootView.descendants()).filter {
      $0.canBecomeFocused && !$0.isHidden
        && !$0.superviews.contains { $0.managesFocusOfDescendants || $0.isHidden }
    }
  }

  // MARK: Commands and alerts

  /// Runs `action` when `key` is pressed and nothing focused took it.
  public func addKeyCommand(_ key: Key, modifiers: Modifiers = [], _ action: @escaping @MainActor () -> Void) {
    keyCommands[KeyEvent(key, modifiers: modifiers)] = action
  }

  /// Shows `alert` on top of everything; it takes all input until dismissed.
  public func present(_ alert: Alert) {
    alert.hostingApplication = self
    alerts.append(alert)
    setNeedsDisplay()
  }

  /// Removes `alert` from the screen.
  public func dismiss(_ alert: Alert) {
    alerts.removeAll { $0 === alert }
    alert.hostingApplication = nil
    setNeedsDisplay()
  }

  /// Runs `body` once, `delay` from now on the application's clock: the continuous clock, or the
  /// clock of a pilot's ``ManualScheduler``, which only its test moves.
  public func schedule(after delay: Duration, _ body: @escaping @MainActor () -> Void) {
    scheduler.schedule(after: delay, body)
  }

  /// Ends the run loop after the current event, or at once when it waits (for a timer that quits).
  public func quit() {
    shouldQuit = true
    if isWaitingForInput { wakePipe?.wake() }
  }

  // MARK: Events

  /// Handles the events of one read of the input, in order. Letters and Backspace typed into the
  /// focused text field, one after another, are one edit: the field sends `.editingChanged` once,
  /// after the last of them, before any other event is handled.
  package func handle(_ events: [InputEvent]) {
    var holding: TextField?
    for event in events where !shouldQuit {
      let field = alerts.isEmpty && Self.editsText(event) ? focusedView as? TextField : nil
      if let holding, holding !== field {
        holding.releaseEditingChanged()
      }
      if let field, holding !== field { field.holdEditingChanged() }
      holding = field
      handle(event)
    }
    holding?.releaseEditingChanged()
  }

  /// Whether `event` is a key that types into a text field or deletes the character before the
  /// cursor.
  private static func editsText(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event, key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character, .backspace: return true
    default: return false
    }
  }

  /// Handles one input event, then runs the work it made ready (observed changes its handlers
  /// made, snapshots applied from configure closures), so the next event acts on what it left.
  public func handle(_ event: InputEvent) {
    switch event {
    case .key(let key): handleKey(key)
    case .mouse(let mouse): handleMouse(mouse)
    case .paste(let text): handlePaste(text)
    }
    scheduler.runReady()
  }

  private func handlePaste(_ text: String) {
    setNeedsDisplay()
    var view: View? = alerts.last ?? focusedView
    while let current = view {
      if current.handlePaste(text) { return }
      view = current.superview
    }
  }

  private func handleKey(_ event: KeyEvent) {
    setNeedsDisplay()
    if let alert = alerts.last {
      _ = alert.handleKey(event)
      return
    }
    var view = focusedView
    while let current = view {
      if current.handleKey(event) { return }
      view = current.superview
    }
    // A control focused on its own, outside a table or grid, is used as one in a row is.
    if let control = focusedView as? ControlView, event.modifiers.isEmpty,
      event.key == .enter || event.key == .character(" ")
    {
      control.activate()
      return
    }
    if let command = keyCommands[event] {
      command()
      return
    }
    switch (event.key, event.modifiers) {
    case (.character("c"), .control):
      quit()
    case (.tab, _), (.backTab, _):
      let ring = focusableViews()
      guard !ring.isEmpty else { return }
      let index = ring.firstIndex { $0 === focusedView } ?? -1
      let step = event.key == .tab ? 1 : ring.count - 1
      focus(ring[(index + step) % ring.count])
    default:
      break
    }
  }

  private func handleMouse(_ event: MouseEvent) {
    setNeedsDisplay()
    if let alert = alerts.last {
      let local = Point(x: event.position.x - alert.frame.minX, y: event.position.y - alert.frame.minY)
      if alert.frame.contains(event.position) { _ = alert.handleMouse(event, at: local) }
      return
    }
    guard let hit = rootView.hitTest(event.position) else { return }
    switch event.kind {
    case .press where event.button == .left:
      if let control = enclosingControl(of: hit) {
        pressedControl = control
        moveFocus(to: control)
        control.pressLocation = control.convertFromScreen(event.position)
        control.touchDown()
        return
      }
    case .release:
      if let pressed = pressedControl {
        pressedControl = nil
        pressed.touchUp(inside: enclosingControl(of: hit) === pressed)
        return
      }
    default:
      break
    }
    var view: View? = hit
    while let current = view {
      if current.handleMouse(event, at: current.convertFromScreen(event.position)) { return }
      view = current.superview
    }
  }

  private func enclosingControl(of view: View) -> ControlView? {
    var current: View? = view
    while let candidate = current {
      if let control = candidate as? ControlView { return control.isEnabled ? control : nil }
      current = candidate.superview
    }
    return nil
  }

  private func moveFocus(to control: ControlView) {
    var view = control.superview
    while let current = view {
      if current.canBecomeFocused, current.focus(on: control) {
        focus(current)
        return
      }
      view = current.superview
    }
    focus(control)
  }

  /// Changes the screen size and redraws everything.
  public func resize(to newSize: Size) {
    size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
    renderer.invalidate()
    setNeedsDisplay()
  }

  // MARK: Drawing

  /// Marks the screen as needing a new frame.
  public func setNeedsDisplay() {
    if isWaitingForInput && !needsDisplay { wakePipe?.wake() }
    needsDisplay = true
  }

  /// Marks the views as needing a layout, and the screen a new frame; see
  /// ``View/setNeedsLayout()``.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Whether a new frame is due.
  public var needsRedraw: Bool { needsDisplay }

  /// How many times a frame is laid out when its layout keeps asking for another: past it, the
  /// frame is drawn as it is and the next one is due at once.
  static let layoutPassLimit = 4

  /// Lays out and draws a new frame, without writing it anywhere.
  @discardableResult
  public func drawFrame() -> ScreenBuffer {
    let buffer = ScreenBuffer(size: size)
    let canvas = Canvas(buffer: buffer, theme: theme)
    rootView.frame = Rect(origin: .zero, size: size)
    // App code the layout calls (configure and prefetch closures) may move the focus, scroll or
    // change the list: the views are laid out again until none asks, before anything is drawn.
    for _ in 0..<Self.layoutPassLimit {
      needsLayout = false
      rootView.layoutTree()
      for alert in alerts {
        let alertSize = alert.preferredSize(in: size)
        alert.frame = Rect(
          x: (size.width - alertSize.width) / 2, y: (size.height - alertSize.height) / 2,
          width: alertSize.width, height: alertSize.height)
        alert.layoutTree()
      }
      // What the layout's configure closures left for later (a snapshot they applied, a control
      // they focused) is shown in this frame.
      scheduler.runReady()
      if let control = pendingFocus {
        pendingFocus = nil
        // A cell the layout did not place (its row is off screen) has nothing to focus.
        if control.superviews.contains(where: \.managesFocusOfDescendants) { focus(control) }
      }
      if !needsLayout { break }
    }
    rootView.drawTree(in: canvas)
    for alert in alerts { alert.drawTree(in: canvas.child(alert.frame)) }
    buffer.cursor = ((alerts.last as View?) ?? focusedView)?.focusCursor.flatMap { point in
      (0..<size.width).contains(point.x) && (0..<size.height).contains(point.y) ? point : nil
    }
    currentFrame = buffer
    needsDisplay = needsLayout
    return buffer
  }

  /// Draws a frame if one is due and writes its bytes to the sink; returns the bytes written.
  @discardableResult
  public func renderIfNeeded() -> Int {
    guard needsDisplay else { return 0 }
    return render()
  }

  /// Draws a frame and writes its bytes to the sink; returns the bytes written.
  @discardableResult
  public func render() -> Int {
    let frame = drawFrame()
    let bytes = renderer.render(frame)
    sink?.write(bytes)
    return bytes.count
  }
}
