import CellKit
import Dispatch

extension Application {
  /// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key.
  public static let escapeTimeout = Duration.milliseconds(30)

  /// Runs the application in the terminal until ``quit()`` (or Ctrl-C), then restores the terminal.
  ///
  /// While it waits for input the main actor is free, so tasks run: a cell's
  /// `task(_:then:)` delivers its result, the screen is redrawn, and the wait goes on.
  ///
  /// Diagnostics are collected while the screen is taken and reported once it is given back (to
  /// standard error, unless the caller collects them).
  ///
  /// - Throws: ``TerminalError/notATerminal(stream:)`` when standard input or output is not a
  ///   terminal; nothing is written to the screen then.
  public func run() async throws {
    try await run(in: TerminalSession())
  }

  /// Runs the application in `session` until ``quit()`` (or Ctrl-C), then restores the terminal.
  package func run(in session: TerminalSession) async throws {
    let diagnostics = try await Diagnostics.collecting { try await runLoop(in: session) }
    var seen = Set<Diagnostic>()
    for diagnostic in diagnostics where seen.count < 20 && seen.insert(diagnostic).inserted {
      Diagnostics.report(diagnostic)
    }
  }

  private func runLoop(in session: TerminalSession) async throws {
    defer { session.restore() }
    isRunning = true
    defer { isRunning = false }
    let wake = try WakePipe()
    wakePipe = wake
    defer { wakePipe = nil }
    if let size = session.size { resize(to: size) }
    var decoder = InputDecoder()
    shouldQuit = false
    while !shouldQuit {
      if needsRedraw { session.write(renderer.render(drawFrame())) }
      let timerWait = fireTimers()
      if needsRedraw { continue }
      let wait = decoder.hasPending ? Self.escapeTimeout : timerWait
      let ready = await waitOffMainActor(session, wake: wake, timeout: wait)
      if ready.wake { wake.drain() }
      if ready.signal, session.takeResizeSignal(), let size = session.size { resize(to: size) }
      switch Self.input(after: ready, pending: decoder.hasPending) {
      case .read:
        guard let bytes = session.read() else { return }
        handle(decoder.feed(bytes))
      case .flushPending:
        handle(decoder.flush())
      case .none:
        break
      }
    }
  }

  /// What the run loop does with the input after a wait.
  package enum InputStep: Equatable {
    /// Read the bytes that arrived.
    case read
    /// Give the decoder's pending bytes as they are: the rest of a sequence (after a lone Esc)
    /// did not come in time.
    case flushPending
    /// Nothing: the wait ended for a signal, a wake or a timer.
    case none
  }

  /// What to do with the input after a wait that found `ready`, with the decoder holding the start
  /// of a sequence when `pending`. Only a wait that timed out flushes: a resize or a task waking
  /// the loop in the middle of a sequence leaves it to be completed by the next read.
  package static func input(after ready: ReadyDescriptors, pending: Bool) -> InputStep {
    if ready.input { return .read }
    return !ready.signal && !ready.wake && pending ? .flushPending : .none
  }

  /// Waits for input on another thread, leaving the main actor free for tasks; whatever they mark
  /// for drawing wakes the wait.
  private func waitOffMainActor(_ session: TerminalSession, wake: WakePipe, timeout: Duration?) async
    -> ReadyDescriptors
  {
    isWaitingForInput = true
    defer { isWaitingForInput = false }
    if needsRedraw { return ReadyDescriptors(wake: true) }
    let (inputFD, signalFD, wakeFD) = (session.inputFD, session.signalFD, wake.readFD)
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: waitForInput(inputFD: inputFD, signalFD: signalFD, wakeFD: wakeFD, timeout: timeout))
      }
    }
  }
}
