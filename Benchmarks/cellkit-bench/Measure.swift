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
