#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that wakes the run loop from its wait for input: the main actor writes a byte when it
/// has something to draw (a task delivered a result, a timer fired), and the wait, which watches
/// ``readFD``, returns.
package final class WakePipe: Sendable {
  /// The end the run loop watches.
  package let readFD: Int32
  private let writeFD: Int32

  package init() throws {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    readFD = fds[0]
    writeFD = fds[1]
  }

  /// Makes ``readFD`` readable. A full pipe is already readable, so a failed write changes nothing.
  package func wake() {
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  /// Reads every pending byte, so the next wait blocks again.
  package func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(readFD, &bytes, bytes.count) > 0 {}
  }

  deinit {
    close(readFD)
    close(writeFD)
  }
}
