@_spi(CellKitPlatform) import CellKit
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
    let diagnostics = try await Diagnostics.gathering { try await runLoop(in: session) }
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
    if showsCursor { session.write(Array(Escape.cursorVisible(true).utf8)) }
    var decoder = InputDecoder()
    let escape = EscapeDeadline()
    shouldQuit = false
    while !shouldQuit {
      if needsRedraw { session.write(renderer.render(drawFrame())) }
      if needsRedraw { continue }
      if decoder.hasPending { escape.arm(on: scheduler, wake: wake) } else { escape.disarm() }
      let ready = await waitOffMainActor(session, wake: wake)
      if ready.wake { wake.drain() }
      if ready.signal, session.takeResizeSignal(), let size = session.size { resize(to: size) }
      switch Self.input(after: ready, pending: decoder.hasPending, escapeExpired: escape.hasExpired) {
      case .read:
        guard let bytes = session.read() else { return }
        handle(decoder.feed(bytes))
      case .flushPending:
        escape.disarm()
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
  /// of a sequence when `pending`, and ``escapeTimeout`` passed since it began when
  /// `escapeExpired`. Bytes that came are read first; the pending ones are flushed only once their
  /// time is up, so a resize or a task waking the loop in the middle of a sequence leaves it to be
  /// completed by the next read.
  package static func input(after ready: ReadyDescriptors, pending: Bool, escapeExpired: Bool) -> InputStep {
    if ready.input { return .read }
    return pending && escapeExpired ? .flushPending : .none
  }

  /// Waits for input on another thread, leaving the main actor free for tasks; whatever they mark
  /// for drawing wakes the wait.
  private func waitOffMainActor(_ session: TerminalSession, wake: WakePipe) async -> ReadyDescriptors {
    isWaitingForInput = true
    defer { isWaitingForInput = false }
    if needsRedraw { return ReadyDescriptors(wake: true) }
    let (inputFD, signalFD, wakeFD) = (session.inputFD, session.signalFD, wake.readFD)
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: waitForInput(inputFD: inputFD, signalFD: signalFD, wakeFD: wakeFD, timeout: nil))
      }
    }
  }
}

/// The time a lone Esc waits for the rest of a sequence, measured on the application's scheduler:
/// armed when the decoder starts holding bytes, expired when ``Application/escapeTimeout`` passed
/// with them still held, and forgotten once they are read or flushed.
@MainActor
private final class EscapeDeadline {
  private var generation = 0
  private var isArmed = false
  private(set) var hasExpired = false

  func arm(on scheduler: any MainScheduler, wake: WakePipe) {
    guard !isArmed else { return }
    isArmed = true
    hasExpired = false
    generation += 1
    let armedAs = generation
    scheduler.schedule(after: Application.escapeTimeout) { [weak self] in
      guard let self, self.isArmed, self.generation == armedAs else { return }
      self.hasExpired = true
      wake.wake()
    }
  }

  func disarm() {
    isArmed = false
    hasExpired = false
  }
}
