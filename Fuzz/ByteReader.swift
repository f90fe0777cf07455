/// Reads small numbers from the fuzzer's bytes; zeros once they run out. Shared by the fuzz
/// targets that build their inputs from bytes (Fuzz/run.sh compiles it into each).
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func next(below bound: Int) -> Int {
    guard bound > 1, !isAtEnd else { return 0 }
    defer { offset += 1 }
    return Int(bytes[offset]) % bound
  }
}
