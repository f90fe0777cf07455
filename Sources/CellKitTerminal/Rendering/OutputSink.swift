/// Where rendered bytes go: the terminal, or memory in tests and benchmarks.
@MainActor
public protocol OutputSink: AnyObject {
  /// Writes `bytes` in order.
  func write(_ bytes: [UInt8])
}
