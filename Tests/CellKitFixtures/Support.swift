import CellKit

/// A cell class named `Cell`, like one in the tests' own module, to check that same-named types in
/// different modules get different reuse identifiers.
public final class Cell: Reusable {
  public init() {}
}

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same numbers.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
