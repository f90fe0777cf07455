import CellKit

/// Drives an ``Application`` headlessly, as a person would, for tests: keys, text, clicks, the wheel
/// and resizes go in, and the screen comes back as text and styles.
///
/// ```swift
/// let pilot = Pilot(rootView: tableView, size: Size(width: 80, height: 24))
/// pilot.click(on: "[ Subscribe ]", occurrence: 1)
/// pilot.expectScreen(matching: "subscribed-alert")  // the whole screen, from CellKitTesting
/// ```
///
/// The application runs on a `ManualScheduler`, so the same steps always draw the same screens.
/// What an event or a frame made ready (observed changes, snapshots applied while a view was
/// configured) runs before the event returns or the frame is drawn, as in an app. Cells' tasks
/// and their results, and timers, wait until the test calls ``settle()`` or ``advance(by:)``.
@MainActor
public final class Pilot {
  /// The application driven.
  public let application: Application
  /// Where the application's frames are written, to count bytes.
  public let sink: MemorySink
  private var decoder = InputDecoder()

  /// Creates a pilot for a new application around `rootView`, `size` large, writing colors as a
  /// terminal of `colorDepth` would receive them (16 colors by default, whatever the environment),
  /// whose later work waits in `scheduler` (pass one to share it with the test's own fixtures, such
  /// as a loader that waits through it).
  public convenience init(
    rootView: View, size: Size = Size(width: 80, height: 24), colorDepth: ColorDepth = .sixteen,
    scheduler: ManualScheduler = ManualScheduler()
  ) {
    let sink = MemorySink()
    let application = Application(
      rootView: rootView, size: size, sink: sink, colorDepth: colorDepth, scheduler: scheduler)
    self.init(application, sink: sink)
  }

  /// Creates a pilot for `application`, whose output goes to `sink`.
  public init(_ application: Application, sink: MemorySink) {
    self.application = application
    self.sink = sink
    application.render()
  }

  /// The screen after everything sent so far, one string per row without trailing spaces.
  public var screen: [String] {
    application.renderIfNeeded()
    return application.currentFrame.lines
  }

  /// The screen as one text block.
  public var screenText: String { screen.joined(separator: "\n") }

  /// The style of the cell at `point`.
  public func style(at point: Point) -> Style {
    application.renderIfNeeded()
    return application.currentFrame[point.x, point.y].style
  }

  /// The scheduler the application's later work waits in, when it is one the test drives.
  public var scheduler: ManualScheduler? { application.scheduler as? ManualScheduler }

  /// Runs the work that is ready (the results of cell tasks the test let finish, observed changes,
  /// snapshots shown on a later turn), until none is left and every task waits for the test, then
  /// renders the resulting frame. See `ManualScheduler.settle()`.
  ///
  /// - Precondition: The application runs on a `ManualScheduler` (as one made by
  ///   ``init(rootView:size:colorDepth:scheduler:)`` does).
  /// - Throws: `SettleError` when a task awaits something the scheduler does not drive.
  public func settle() async throws {
    try await manualScheduler(for: "settle()").settle()
    application.renderIfNeeded()
  }

  /// Moves the scheduler's clock `duration` on, running the timers that fall due and settling after
  /// each, then renders the resulting frame. See `ManualScheduler.advance(by:)`.
  ///
  /// - Precondition: The application runs on a `ManualScheduler`, and `duration` is not negative.
  /// - Throws: `SettleError` when a task awaits something the scheduler does not drive.
  public func advance(by duration: Duration) async throws {
    try await manualScheduler(for: "advance(by:)").advance(by: duration)
    application.renderIfNeeded()
  }

  private func manualScheduler(for call: String) -> ManualScheduler {
    guard let scheduler else {
      preconditionFailure(
        """
        Pilot.\(call) drives a ManualScheduler, but this application runs on \(Swift.type(of: application.scheduler)), \
        whose work the pilot cannot run: create the application with scheduler: ManualScheduler(), \
        or the pilot with Pilot(rootView:size:colorDepth:scheduler:).
        """)
    }
    return scheduler
  }

  /// Sends an input event and renders the resulting frame.
  public func send(_ event: InputEvent) {
    application.handle(event)
    application.renderIfNeeded()
  }

  /// Presses a key.
  public func press(_ key: Key, modifiers: Modifiers = []) {
    send(.key(KeyEvent(key, modifiers: modifiers)))
  }

  /// Types `text`, one key per character.
  public func type(_ text: String) {
    for character in text { press(.character(character), modifiers: []) }
  }

  /// Feeds raw terminal bytes through the input decoder, as the terminal would send them in one
  /// read, and renders the resulting frame.
  public func send(bytes: [UInt8]) {
    application.handle(decoder.feed(bytes))
    application.handle(decoder.flush())
    application.renderIfNeeded()
  }

  /// Where the terminal's cursor rests after the last frame: on what has the keyboard focus (see
  /// ``View/focusCursor``); nil when nothing has it.
  public var cursor: Point? {
    application.renderIfNeeded()
    return application.currentFrame.cursor
  }

  /// Clicks (press and release the left button) at `point`.
  public func click(at point: Point) {
    send(.mouse(MouseEvent(.press, at: point)))
    send(.mouse(MouseEvent(.release, at: point)))
  }

  /// Where `text` shows on screen: the `occurrence`-th match, counted from 0, top to bottom.
  public func find(_ text: String, occurrence: Int = 0) -> Point? {
    var seen = 0
    for (y, line) in screen.enumerated() {
      var searchStart = line.startIndex
      while let range = line.range(of: text, range: searchStart..<line.endIndex) {
        if seen == occurrence {
          return Point(x: CharacterWidth.of(line[line.startIndex..<range.lowerBound]), y: y)
        }
        seen += 1
        searchStart = range.upperBound
      }
    }
    return nil
  }

  /// Clicks on the `occurrence`-th place `text` shows, counted from 0, top to bottom; returns
  /// false, clicking nothing, when `text` shows fewer times.
  ///
  /// - Returns: Whether the text was found.
  @discardableResult
  public func click(on text: String, occurrence: Int = 0) -> Bool {
    guard let point = find(text, occurrence: occurrence) else { return false }
    click(at: point)
    return true
  }

  /// Turns the mouse wheel at `point`: positive `notches` scroll down.
  public func scroll(_ notches: Int, at point: Point = Point(x: 1, y: 1)) {
    for _ in 0..<abs(notches) {
      send(.mouse(MouseEvent(notches > 0 ? .wheelDown : .wheelUp, button: .none, at: point)))
    }
  }

  /// Resizes the screen.
  public func resize(to size: Size) {
    application.resize(to: size)
    application.renderIfNeeded()
  }
}
