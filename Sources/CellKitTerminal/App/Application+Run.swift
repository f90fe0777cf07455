import CellKit

extension Application {
  /// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key.
  public static let escapeTimeout = Duration.milliseconds(30)

  /// Runs the application in the terminal until ``quit()`` (or Ctrl-C), then restores the terminal.
  ///
  /// Diagnostics are collected while the screen is taken and reported once it is given back (to
  /// standard error, unless the caller collects them).
  ///
  /// - Throws: ``TerminalError/notATerminal(stream:)`` when standard input or output is not a
  ///   terminal; nothing is written to the screen then.
  public func run() throws {
    let diagnostics = try Diagnostics.collecting { try runInTerminal() }
    var seen = Set<Diagnostic>()
    for diagnostic in diagnostics where seen.count < 20 && seen.insert(diagnostic).inserted {
      Diagnostics.report(diagnostic)
    }
  }

  private func runInTerminal() throws {
    let session = try TerminalSession()
    defer { session.restore() }
    if let size = session.size { resize(to: size) }
    var decoder = InputDecoder()
    shouldQuit = false
    while !shouldQuit {
      if needsRedraw { session.write(renderer.render(drawFrame())) }
      let timerWait = fireTimers()
      if needsRedraw { continue }
      let wait = decoder.hasPending ? Self.escapeTimeout : timerWait
      let ready = waitForInput(signalFD: session.signalFD, timeout: wait)
      if ready.signal, session.takeResizeSignal(), let size = session.size { resize(to: size) }
      if ready.input {
        guard let bytes = session.read() else { break }
        for event in decoder.feed(bytes) where !shouldQuit { handle(event) }
      } else if !ready.signal && decoder.hasPending {
        for event in decoder.flush() where !shouldQuit { handle(event) }
      }
    }
  }
}
