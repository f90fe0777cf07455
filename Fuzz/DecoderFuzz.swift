// The input decoder's fuzz target: built by Fuzz/run.sh with the decoder's own sources.
//
// For any bytes: decoding never crashes or hangs, and decoding them split one byte at a time gives
// the same events as decoding them in one read (input may be split anywhere across reads).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var whole = InputDecoder()
  let all = whole.feed(bytes) + whole.flush()
  var split = InputDecoder()
  var pieces: [InputEvent] = []
  for byte in bytes { pieces += split.feed(CollectionOfOne(byte)) }
  pieces += split.flush()
  if all != pieces {
    fatalError("split reads decoded differently:\n whole: \(all)\n split: \(pieces)")
  }
  if whole.hasPending || split.hasPending {
    fatalError("flush left input pending")
  }
  return 0
}
