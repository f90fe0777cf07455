import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A function of the C library found at run time: Glibc's Swift module leaves out the
/// pseudo-terminal functions (they need `_XOPEN_SOURCE`), though every C library has them.
private func libc<Function>(_ name: String, as type: Function.Type) -> Function {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("the C library has no \(name)") }
  return unsafeBitCast(symbol, to: type)
}

/// The handler `signalNumber` has now: the first field of its `sigaction`, on Linux and Darwin alike.
private func currentAction(of signalNumber: Int32) -> UInt {
  var action = sigaction()
  _ = sigaction(signalNumber, nil, &action)
  return withUnsafeBytes(of: &action) { $0.load(as: UInt.self) }
}

/// What the reading thread has read from the emulator's side, taken by the test.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var stopped = false

  func append(_ more: ArraySlice<UInt8>) { lock.withLock { bytes += more } }
  func take() -> [UInt8] {
    lock.withLock {
      defer { bytes = [] }
      return bytes
    }
  }
  var isStopped: Bool { lock.withLock { stopped } }
  func stop() { lock.withLock { stopped = true } }
}

/// A pseudo-terminal: the program under test gets the terminal end (`terminal`), the test plays
/// the terminal emulator on the other (`emulator`): it types there and reads what was drawn.
///
/// A thread reads the emulator's side all the time, as a terminal emulator does, so the program's
/// writes never wait for the test (a pseudo-terminal's buffer holds only a few kilobytes).
private final class PseudoTerminal {
  let emulator: Int32
  let terminal: Int32
  private let received = Received()
  private let reader: Thread
  /// What the program drew, as a terminal of the pseudo-terminal's size shows it.
  private(set) var display: VirtualTerminal

  init(width: Int = 40, height: Int = 8) throws {
    display = VirtualTerminal(width: width, height: height)
    let openTerminal = libc("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    let grant = libc("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    let unlock = libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    let terminalName = libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    emulator = openTerminal(O_RDWR | O_NOCTTY)
    guard emulator >= 0 else { throw TerminalError.systemCall("posix_openpt", errno: errno) }
    guard grant(emulator) == 0, unlock(emulator) == 0, let name = terminalName(emulator) else {
      let code = errno
      close(emulator)
      throw TerminalError.systemCall("grantpt", errno: code)
    }
    terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      let code = errno
      close(emulator)
      throw TerminalError.systemCall("open", errno: code)
    }
    _ = fcntl(emulator, F_SETFL, fcntl(emulator, F_GETFL) | O_NONBLOCK)
    let (fd, received) = (emulator, received)
    reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !received.isStopped {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        // A platform-layer wait: the pseudo-terminal is read without blocking, so that the reader
        // can stop; between reads it rests a millisecond.
        if count > 0 { received.append(buffer[0..<count]) } else { usleep(1000) }
      }
    }
    reader.start()
    resize(width: width, height: height)
  }

  deinit {
    received.stop()
    // A platform-layer wait: the reader thread notices the stop within a read.
    while !reader.isFinished { usleep(1000) }
    close(terminal)
    close(emulator)
  }

  /// The terminal's modes, as the fields a program changes.
  var modes: [UInt] {
    var attributes = termios()
    _ = tcgetattr(terminal, &attributes)
    return [attributes.c_iflag, attributes.c_oflag, attributes.c_cflag, attributes.c_lflag].map { UInt($0) }
  }

  /// Whether the terminal reads keys one by one without echoing them (raw mode).
  var isRaw: Bool {
    var attributes = termios()
    _ = tcgetattr(terminal, &attributes)
    return attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
  }

  func resize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(emulator, UInt(TIOCSWINSZ), &size)
    display = VirtualTerminal(width: width, height: height)
  }

  /// Types `text` as the user would.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(emulator, $0.baseAddress, $0.count) }
  }

  /// Everything read from the program since the last call.
  func takeOutput() -> String {
    let bytes = received.take()
    display.feed(bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads what the program writes until `condition` holds of all of it, or 2,000 looks 5 ms
  /// apart find it does not (at least ten seconds; counted in looks, not time, because the other
  /// suites keep the main actor busy for seconds at a time).
  @MainActor
  func output(until condition: (String) -> Bool) async -> String {
    var text = ""
    for _ in 0..<2000 {
      text += takeOutput()
      if condition(text) { return text }
      // A platform-layer wait: the program's bytes cross a real pseudo-terminal, written by a run
      // loop that waits off the main actor, so they arrive when the kernel passes them on.
      try? await Task.sleep(for: .milliseconds(5))
    }
    return text
  }

  /// What the program wrote before `marker`, which the test has it write last: a check that
  /// something was not written that does not depend on how long the bytes take to arrive.
  @MainActor
  func output(before marker: String) async -> String? {
    let text = await output { $0.contains(marker) }
    return text.range(of: marker).map { String(text[..<$0.lowerBound]) }
  }

  /// Reads what the program writes until its screen shows `text` (see ``output(until:)``); returns
  /// the screen.
  @MainActor
  func screen(showing text: String) async -> String {
    var shown = ""
    _ = await output { _ in
      shown = display.lines.joined(separator: "\n")
      return shown.contains(text)
    }
    return shown
  }
}

/// Waits for the terminal, the signal pipe and the wake pipe for up to ten seconds.
private func waitBriefly(_ session: TerminalSession, _ wake: WakePipe, for timeout: Duration = .seconds(10))
  -> ReadyDescriptors
{
  waitForInput(inputFD: session.inputFD, signalFD: session.signalFD, wakeFD: wake.readFD, timeout: timeout)
}

/// The terminal session on a real pseudo-terminal: what a user's terminal goes through when a
/// CellKit application starts, runs and ends. One session runs at a time in a process, so the
/// tests run one after another.
@Suite(.serialized, .timeLimit(.minutes(5)))
@MainActor
struct TerminalSessionTests {
  @Test("a session puts the terminal in raw mode on the alternate screen, and gives it back as it was")
  func rawModeAndBack() async throws {
    let pty = try PseudoTerminal()
    let before = pty.modes
    #expect(!pty.isRaw)
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    #expect(pty.isRaw)
    #expect(throws: TerminalError.self, "one session at a time") {
      try TerminalSession(input: pty.terminal, output: pty.terminal)
    }
    #expect(await pty.output { $0.contains(Escape.enterFullScreen) }.contains(Escape.enterFullScreen))
    session.restore()
    #expect(pty.modes == before)
    #expect(await pty.output { $0.contains(Escape.exitFullScreen) }.contains(Escape.exitFullScreen))
    session.restore()
    session.write(Array("END".utf8))
    #expect(await pty.output(before: "END") == "", "a second restore writes nothing")
  }

  @Test("the error for a second session says one is running, why only one can, and how to start another")
  func secondSessionMessage() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    defer { session.restore() }
    do {
      _ = try TerminalSession(input: pty.terminal, output: pty.terminal)
      Issue.record("a second session started")
    } catch {
      let message = "\(error)"
      #expect(
        message
          == "a terminal session is already running in this process: a terminal has one full screen, so restore "
          + "the running session (or let its application's run() end) before starting another.")
      #expect(!message.contains("\n") && !message.contains("  "), "one line of single-spaced prose")
    }
  }

  @Test("a pipe is refused as the input or the output, before anything is written or changed")
  func notATerminal() async throws {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer { fds.forEach { _ = close($0) } }
    _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
    let pty = try PseudoTerminal()
    let before = pty.modes
    #expect(throws: TerminalError.self) { try TerminalSession(input: fds[0], output: pty.terminal) }
    do {
      _ = try TerminalSession(input: pty.terminal, output: fds[1])
      Issue.record("a pipe as the output was accepted")
    } catch {
      #expect("\(error)".hasPrefix("standard output is not a terminal"))
      #expect("\(error)".contains("run it in a terminal"))
    }
    #expect(pty.modes == before)
    var byte: UInt8 = 0
    #expect(read(fds[0], &byte, 1) <= 0, "nothing was written to the pipe")
    _ = Array("END".utf8).withUnsafeBytes { write(pty.terminal, $0.baseAddress, $0.count) }
    #expect(await pty.output(before: "END") == "", "nothing was written to the terminal")
  }

  @Test(
    "the size comes from the terminal, SIGWINCH reaches the run loop once per signal, and the app's own handler is back after"
  )
  func sizeAndResize() throws {
    let pty = try PseudoTerminal(width: 33, height: 7)
    _ = signal(SIGWINCH) { _ in }
    defer { _ = signal(SIGWINCH, SIG_DFL) }
    let appsHandler = currentAction(of: SIGWINCH)
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    #expect(session.size == Size(width: 33, height: 7))
    let wake = try WakePipe()
    #expect(!session.takeResizeSignal())
    pty.resize(width: 50, height: 12)
    kill(getpid(), SIGWINCH)
    #expect(waitBriefly(session, wake).signal)
    #expect(session.takeResizeSignal())
    #expect(!session.takeResizeSignal(), "the signal pipe was drained")
    #expect(session.size == Size(width: 50, height: 12))
    #expect(currentAction(of: SIGWINCH) != appsHandler, "the session has SIGWINCH")
    session.restore()
    #expect(currentAction(of: SIGWINCH) == appsHandler, "the handler the app had before the session is back")
  }

  @Test("after a wait, the run loop reads what came, and flushes a pending Esc only once its time is up")
  func inputAfterAWait() {
    let none = ReadyDescriptors()
    #expect(Application.input(after: ReadyDescriptors(input: true), pending: true, escapeExpired: true) == .read)
    #expect(
      Application.input(after: ReadyDescriptors(input: true, wake: true), pending: false, escapeExpired: false) == .read
    )
    #expect(
      Application.input(after: ReadyDescriptors(wake: true), pending: true, escapeExpired: true) == .flushPending,
      "the rest of the sequence did not come in time")
    #expect(Application.input(after: none, pending: false, escapeExpired: false) == .none)
    #expect(
      Application.input(after: ReadyDescriptors(wake: true), pending: true, escapeExpired: false) == .none,
      "a task waking the loop between Esc and the rest of its sequence does not split it")
    #expect(
      Application.input(after: ReadyDescriptors(signal: true), pending: true, escapeExpired: false) == .none,
      "nor does a resize")
  }

  @Test("the wait returns for a key, for a wake, or at its timeout, and says which")
  func waitForKeysAndWakes() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    defer { session.restore() }
    let wake = try WakePipe()
    // The platform's own timeout is what this measures: a real wait of 20 ms.
    var ready = waitBriefly(session, wake, for: .milliseconds(20))
    #expect(!ready.input && !ready.signal && !ready.wake)
    pty.type("ab")
    ready = waitBriefly(session, wake)
    #expect(ready.input && !ready.wake)
    #expect(session.read() == Array("ab".utf8), "raw mode delivers keys without waiting for Return")
    wake.wake()
    wake.wake()
    ready = waitBriefly(session, wake)
    #expect(ready.wake && !ready.input)
    wake.drain()
    ready = waitBriefly(session, wake, for: .milliseconds(20))
    #expect(!ready.wake, "one drain empties the pipe")
  }

  @Test("a lone Esc in the terminal is the Esc key once its time is up on the application's clock, and not before")
  func escapeTimeout() async throws {
    let pty = try PseudoTerminal(width: 60, height: 12)
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    let application = screen.pilot.application
    let scheduler = try #require(screen.pilot.scheduler)
    var escapes = 0
    application.addKeyCommand(.escape) { escapes += 1 }
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    let run = Task { try await application.run(in: session) }
    _ = await pty.screen(showing: "Youtuber 0-2")
    pty.type("\u{1B}")
    _ = await pty.output { _ in scheduler.nextDeadline != nil }
    #expect(scheduler.nextDeadline == scheduler.now + Application.escapeTimeout)
    try await screen.pilot.advance(by: Application.escapeTimeout - .milliseconds(1))
    #expect(escapes == 0, "the rest of a sequence may still come")
    try await screen.pilot.advance(by: .milliseconds(1))
    _ = await pty.output { _ in escapes > 0 }
    #expect(escapes == 1)
    pty.type("\u{1B}[B")
    _ = await pty.screen(showing: "› Youtuber 0-1")
    #expect(escapes == 1, "a whole sequence is its key, with no Esc before it")
    application.quit()
    pty.type("q")
    try await run.value
  }

  @Test("a timer that quits ends the run while it waits for a key")
  func timerQuits() async throws {
    let pty = try PseudoTerminal(width: 60, height: 12)
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    let application = screen.pilot.application
    application.schedule(after: .seconds(5)) { application.quit() }
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    let run = Task { try await application.run(in: session) }
    _ = await pty.screen(showing: "Youtuber 0-2")
    _ = await pty.output { _ in application.isWaitingForInput }
    try await screen.pilot.advance(by: .seconds(5))
    _ = await pty.output { _ in !application.isRunning }
    #expect(!application.isRunning, "the run ended with no key pressed")
    if application.isRunning { pty.type("x") }
    try await run.value
  }

  @Test(
    "an application runs in the terminal: draws, takes keys, follows a resize, wakes for a task, and gives the terminal back"
  )
  func applicationInATerminal() async throws {
    let pty = try PseudoTerminal(width: 60, height: 12)
    let before = pty.modes
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    let application = screen.pilot.application
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    let run = Task {
      try await Diagnostics.collecting { try await application.run(in: session) }
    }

    #expect(await pty.screen(showing: "Youtuber 0-2").contains("Youtuber 0-2"))
    #expect(application.isRunning)
    #expect(application.size == Size(width: 60, height: 12))

    let twin = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    for key in [Key.down, .right, .enter] { twin.pilot.press(key) }
    #expect(twin.routed.count == 1)
    pty.type("\u{1B}[B\u{1B}[C\r")
    _ = await pty.output { _ in !screen.routed.isEmpty }
    #expect(
      screen.routed.map { "\($0.action) \($0.indexPath) \($0.name)" }
        == twin.routed.map { "\($0.action) \($0.indexPath) \($0.name)" },
      "the keys typed in the terminal did what the same keys do in a pilot")

    pty.resize(width: 70, height: 14)
    kill(getpid(), SIGWINCH)
    _ = await pty.output { _ in application.size == Size(width: 70, height: 14) }
    #expect(application.size == Size(width: 70, height: 14))

    _ = await pty.output { _ in application.isWaitingForInput }
    Task {
      var snapshot = screen.list.snapshot
      snapshot.appendItems([Youtuber(id: 99, name: "Late arrival")], toSectionAt: 0)
      screen.list.apply(snapshot)
    }
    #expect(
      await pty.screen(showing: "Late arrival").contains("Late arrival"),
      "a change made by a task while the loop waits for a key is drawn without a key")

    // Diagnostics made while the screen is taken are reported once it is given back: each once,
    // and no more than 20.
    application.addKeyCommand(.character("d")) {
      for index in 0..<60 { Diagnostics.report(Diagnostic(.unhandledAction, "problem \(index % 30)")) }
    }
    pty.type("d")
    pty.type("\u{3}")
    let reported = try await run.value.map(\.message).filter { $0.hasPrefix("problem") }
    #expect(reported == (0..<20).map { "problem \($0)" })
    #expect(!application.isRunning)
    #expect(pty.modes == before)
    #expect(await pty.output { $0.contains(Escape.exitFullScreen) }.contains(Escape.exitFullScreen))
  }
}
