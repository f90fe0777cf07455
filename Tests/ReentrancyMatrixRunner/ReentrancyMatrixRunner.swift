import CellKitFixtures
import CellKitReentrancy
import CellKitRulesHosts
import Foundation

/// Runs the re-entrancy matrix, every seed on every host, in this build's configuration: the
/// terminal table and grid, and the UIKit, AppKit and GTK rules hosts; then the host-free models of
/// the host session and of the update's transition. CI builds it in release,
/// where exclusivity conflicts and optimized accesses differ from the tests' debug build. Exits 1
/// after printing each seed that differed from the model.
@main
struct ReentrancyMatrixRunner {
  @MainActor
  static func main() async {
    let failures = runTerminalMatrix() + (await runRulesHosts()) + runHostFreeModels()
    print(failures == 0 ? "every seed matched the model" : "\(failures) seeds differed from the model")
    exit(failures == 0 ? 0 : 1)
  }
}

@MainActor
func runTerminalMatrix() -> Int {
  var failures = 0
  for host in ReentrancyMatrix.Host.allCases {
    for seed in modelSeeds(20) {
      guard let failure = ReentrancyMatrix.failure(seed: seed, on: host) else { continue }
      failures += 1
      FileHandle.standardError.write(Data("\(failure)\n\n".utf8))
    }
    print("reentrancy matrix on the \(host): \(modelSeeds(20).count) seeds × \(ReentrancyMatrix.stepsPerSeed) steps")
  }
  return failures
}

@MainActor
func runRulesHosts() async -> Int {
  var failures = 0
  for host in RulesModel.Host.allCases {
    for seed in modelSeeds(20) {
      let run = await RulesModel.run(host, seed: seed, steps: RulesModel.stepsPerSeed)
      failures += report(run.failures, of: "\(host)", seed: seed, tests: "RulesModelTests")
    }
    print("reentrancy matrix on the \(host.rawValue): \(modelSeeds(20).count) seeds × \(RulesModel.stepsPerSeed) steps")
  }
  return failures
}

@MainActor
func runHostFreeModels() -> Int {
  var failures = 0
  for seed in modelSeeds(20) {
    failures += report(
      SessionModel.run(seed: seed).failures, of: "host session model", seed: seed, tests: "HostSessionTests")
    failures += report(
      TransitionModel.run(seed: seed).failures, of: "update transition model", seed: seed,
      tests: "UpdateTransitionTests")
  }
  print("host session and update transition models: \(modelSeeds(20).count) seeds each")
  return failures
}

/// Prints `failures` of a seed's run of `what`, with how to replay it with `tests`; returns 1 when
/// there are any, 0 when the seed matched the model.
func report(_ failures: [String], of what: String, seed: UInt64, tests: String) -> Int {
  guard !failures.isEmpty else { return 0 }
  let replay = "replay: CELLKIT_MODEL_SEED=\(seed) swift test --filter \(tests)"
  FileHandle.standardError.write(
    Data("\(what), seed \(seed):\n\(failures.joined(separator: "\n"))\n\(replay)\n\n".utf8))
  return 1
}
