#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal session could not start.
public enum TerminalError: Error, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal(stream: String)
  /// A system call failed.
  case systemCall(String, errno: Int32)
  /// Another session is running in this process.
  case sessionRunning

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return """
        standard \(stream) is not a terminal: this program draws a full-screen interface and reads \
        keys, so run it in a terminal (not through a pipe or redirection).
        """
    case .systemCall(let call, let code):
      return "\(call) failed: \(String(cString: strerror(code)))"
    case .sessionRunning:
      return """
        a terminal session is already running in this process: a terminal has one full screen, so \
        restore the running session (or let its application's run() end) before starting another.
        """
    }
  }
}
