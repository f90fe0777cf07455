#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What the signal handlers need, about the session started last: only async-signal-safe reads.
/// The terminal modes it found, at an address of their own (a Swift global's address is not one
/// to hand to C for later).
private nonisolated(unsafe) let savedAttributes: UnsafeMutablePointer<termios> = {
  let attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  attributes.initialize(to: termios())
  return attributes
}()
private nonisolated(unsafe) var haveSavedAttributes = false
private nonisolated(unsafe) var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
private nonisolated(unsafe) var signalPipe: (read: Int32, write: Int32) = (-1, -1)
/// The descriptors it runs on.
private nonisolated(unsafe) var sessionDescriptors: (input: Int32, output: Int32) = (0, 1)
/// What each signal did before the session took it (the runtime's crash reporter, an app's own
/// handler, or the default), put back when the session ends or a fatal signal arrives. Indexed by
/// signal number; allocated once, so a handler reads it without touching Swift's runtime.
private nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
  let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 128)
  actions.initialize(repeating: sigaction(), count: 128)
  return actions
}()

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, bytes, count)
}

/// Whether the process ignored `signalNumber` before the session (its saved handler is `SIG_IGN`,
/// which is 1 on Linux and Darwin alike).
private func isIgnored(_ signalNumber: Int32) -> Bool {
  withUnsafeBytes(of: &previousActions[Int(signalNumber)]) { $0.load(as: UInt.self) } == 1
}

/// Restores the terminal using only async-signal-safe calls.
private func restoreTerminalFromSignal() {
  if let bytes = restoreBytes, let base = bytes.baseAddress {
    _ = write(sessionDescriptors.output, base, bytes.count)
  }
  if haveSavedAttributes { _ = tcsetattr(sessionDescriptors.input, TCSANOW, savedAttributes) }
}

/// The terminal, switched to what a full-screen application needs, and back.
///
/// Starting a session puts the terminal in raw mode, switches to the alternate screen, hides the
/// cursor and turns on mouse reporting and bracketed paste. ``restore()`` undoes all of it; so do
/// SIGINT, SIGTERM, SIGHUP and the crash signals (SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE)
/// before the process ends as the signal says. SIGWINCH is turned into a byte on ``signalFD``.
///
/// One session runs at a time in a process: starting another before the first is restored throws
/// ``TerminalError/sessionRunning``.
public final class TerminalSession {
  /// The descriptor the run loop polls for signals: one byte per SIGWINCH.
  public let signalFD: Int32
  /// The terminal's input: keys are read from it, and its modes are set and restored.
  package let inputFD: Int32
  /// The terminal's output: frames are written to it, and its size is read from it.
  package let outputFD: Int32
  private let signalWriteFD: Int32
  private var restored = false

  private static let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE,
  ]

  /// Starts a session on standard input and output.
  ///
  /// - Throws: ``TerminalError/notATerminal(stream:)`` without writing anything when either is not
  ///   a terminal.
  public convenience init() throws {
    try self.init(input: 0, output: 1)
  }

  /// Starts a session on the terminal open at `input` and `output` (in tests, a pseudo-terminal).
  ///
  /// - Throws: ``TerminalError/notATerminal(stream:)`` without writing anything when either is not
  ///   a terminal.
  package init(input: Int32, output: Int32) throws {
    guard isatty(input) == 1 else { throw TerminalError.notATerminal(stream: "input") }
    guard isatty(output) == 1 else { throw TerminalError.notATerminal(stream: "output") }
    guard signalPipe.read < 0 else { throw TerminalError.sessionRunning }
    inputFD = input
    outputFD = output
    guard tcgetattr(input, savedAttributes) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }
    haveSavedAttributes = true
    sessionDescriptors = (input, output)
    if restoreBytes == nil {
      let exitSequence = Array(Escape.exitFullScreen.utf8)
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: exitSequence.count)
      _ = buffer.initialize(from: exitSequence)
      restoreBytes = buffer
    }

    var raw = savedAttributes.pointee
    cfmakeraw(&raw)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw TerminalError.systemCall("tcsetattr", errno: errno) }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      let code = errno
      _ = tcsetattr(input, TCSANOW, savedAttributes)
      throw TerminalError.systemCall("pipe", errno: code)
    }
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    signalPipe = (fds[0], fds[1])
    signalFD = fds[0]
    signalWriteFD = fds[1]

    for signalNumber in Self.fatalSignals {
      _ = sigaction(signalNumber, nil, previousActions + Int(signalNumber))
      // A signal the process ignores (SIGHUP under nohup, SIGINT in a background job) stays ignored.
      guard !isIgnored(signalNumber) else { continue }
      _ = signal(signalNumber) { received in
        restoreTerminalFromSignal()
        _ = sigaction(received, previousActions + Int(received), nil)
        _ = raise(received)
      }
    }
    _ = sigaction(SIGWINCH, nil, previousActions + Int(SIGWINCH))
    _ = signal(SIGWINCH) { _ in
      let savedErrno = errno
      var byte: UInt8 = 1
      _ = systemWrite(signalPipe.write, &byte, 1)
      errno = savedErrno
    }
    write(Array(Escape.enterFullScreen.utf8))
  }

  /// The terminal's size in cells, or nil when it cannot be read.
  public var size: Size? {
    var window = winsize()
    guard ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `bytes` to the terminal.
  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(outputFD, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Reads what is available from the terminal (up to 64 KiB), or nil at end of input.
  public func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { systemRead(inputFD, $0.baseAddress!, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    if count == 0 { return nil }
    return Array(buffer[0..<count])
  }

  /// Drains the signal pipe and returns whether a resize was signalled.
  public func takeResizeSignal() -> Bool {
    var byte: UInt8 = 0
    var resized = false
    while systemRead(signalFD, &byte, 1) == 1 { resized = true }
    return resized
  }

  /// Puts the terminal back as it was found: modes off, main screen, cursor shown, termios restored,
  /// and the signals handled as they were before. Safe to call more than once; another session can
  /// start once it returns.
  public func restore() {
    guard !restored else { return }
    restored = true
    write(Array(Escape.exitFullScreen.utf8))
    if haveSavedAttributes { _ = tcsetattr(inputFD, TCSANOW, savedAttributes) }
    for signalNumber in Self.fatalSignals + [SIGWINCH] {
      _ = sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    }
    haveSavedAttributes = false
    signalPipe = (-1, -1)
  }

  deinit {
    restore()
    close(signalFD)
    close(signalWriteFD)
  }
}

/// Which descriptors a wait found readable.
package struct ReadyDescriptors: Sendable {
  package var input = false
  package var signal = false
  package var wake = false

  package init(input: Bool = false, signal: Bool = false, wake: Bool = false) {
    self.input = input
    self.signal = signal
    self.wake = wake
  }
}

/// Waits until the terminal's input, the signal descriptor or the wake descriptor is readable, or
/// `timeout` passes.
///
/// This uses `select`, not `poll`: on macOS `poll` does not support devices and reports a terminal
/// as invalid (`POLLNVAL`) at once, which would spin the run loop without ever reading a key.
///
/// - Returns: Which descriptors are readable.
package func waitForInput(inputFD: Int32, signalFD: Int32, wakeFD: Int32, timeout: Duration?) -> ReadyDescriptors {
  var readable = fd_set()
  readable.insert(inputFD)
  readable.insert(signalFD)
  readable.insert(wakeFD)
  var wait = timeval()
  if let timeout {
    let (seconds, attoseconds) = timeout.components
    let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    wait = timeval(tv_sec: Int(microseconds / 1_000_000), tv_usec: .init(microseconds % 1_000_000))
  }
  let result = withUnsafeMutablePointer(to: &wait) { wait in
    select(max(inputFD, signalFD, wakeFD) + 1, &readable, nil, nil, timeout == nil ? nil : wait)
  }
  guard result > 0 else { return ReadyDescriptors() }
  return ReadyDescriptors(
    input: readable.contains(inputFD), signal: readable.contains(signalFD), wake: readable.contains(wakeFD))
}

#if _endian(big)
  #error("fd_set.insert and fd_set.contains assume a little-endian layout of the descriptor bits")
#endif

extension fd_set {
  /// `FD_SET`, which Swift does not import: one bit per descriptor. Linux stores them in `long`
  /// words and Darwin in `int32_t` words; on a little-endian machine both put descriptor `fd` at
  /// bit `fd % 8` of byte `fd / 8`.
  fileprivate mutating func insert(_ fd: Int32) {
    precondition(fd >= 0 && Int(fd) < MemoryLayout<fd_set>.size * 8, "descriptor \(fd) does not fit an fd_set")
    withUnsafeMutableBytes(of: &self) { $0[Int(fd) / 8] |= UInt8(1) << (fd % 8) }
  }

  /// `FD_ISSET`.
  fileprivate func contains(_ fd: Int32) -> Bool {
    withUnsafeBytes(of: self) { $0[Int(fd) / 8] & (UInt8(1) << (fd % 8)) != 0 }
  }
}
