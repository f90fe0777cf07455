import CellKitFixtures
import CellKitReentrancy
import Foundation

/// Runs the re-entrancy matrix, every seed on every host, in this build's configuration: CI builds
/// it in release, where exclusivity conflicts and optimized accesses differ from the tests' debug
/// build. Exits 1 after printing each seed that differed from the model.
@main
struct ReentrancyMatrixRunner {
  static func main() {
    exit(MainActor.assumeIsolated { runMatrix() })
  }
}

@MainActor
func runMatrix() -> Int32 {
  var failures = 0
  for host in ReentrancyMatrix.Host.allCases {
    for seed in modelSeeds(20) {
      guard let failure = ReentrancyMatrix.failure(seed: seed, on: host) else { continue }
      failures += 1
      FileHandle.standardError.write(Data("\(failure)\n\n".utf8))
    }
    print("reentrancy matrix on the \(host): \(modelSeeds(20).count) seeds × \(ReentrancyMatrix.stepsPerSeed) steps")
  }
  print(failures == 0 ? "every seed matched the model" : "\(failures) seeds differed from the model")
  return failures == 0 ? 0 : 1
}
