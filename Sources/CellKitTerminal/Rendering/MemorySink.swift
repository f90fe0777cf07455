/// An output sink that keeps what it is given and counts it.
@MainActor
public final class MemorySink: OutputSink {
  /// The bytes written since the last ``take()``.
  public private(set) var bytes: [UInt8] = []
  /// Every byte ever written.
  public private(set) var totalBytes = 0

  public init() {}

  public func write(_ bytes: [UInt8]) {
    self.bytes.append(contentsOf: bytes)
    totalBytes += bytes.count
  }

  /// Returns the bytes written since the last call and forgets them.
  public func take() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }
}
