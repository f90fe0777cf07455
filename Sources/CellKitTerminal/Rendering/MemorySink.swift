/// An output sink that keeps what it is given, for tests and benchmarks.
@MainActor
public final class MemorySink: OutputSink {
  /// The bytes written since the last ``take()``.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty sink.
  public init() {}

  public func write(_ bytes: [UInt8]) {
    self.bytes.append(contentsOf: bytes)
  }

  /// Returns the bytes written since the last call and forgets them.
  public func take() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }
}
