import Foundation

/// The median wall time of `repetitions` runs of `body`, in seconds.
func median(_ repetitions: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  times.reserveCapacity(repetitions)
  let clock = ContinuousClock()
  for _ in 0..<max(1, repetitions) {
    let elapsed = clock.measure(body)
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  times.sort()
  return times[times.count / 2]
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A small seeded generator, so every run measures the same inputs.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
