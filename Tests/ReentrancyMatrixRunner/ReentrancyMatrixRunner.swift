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
      guard !run.failures.isEmpty else { continue }
      failures += 1
      let replay = "replay: CELLKIT_MODEL_SEED=\(seed) swift test --filter RulesModelTests"
      FileHandle.standardError.write(
        Data("\(host), seed \(seed):\n\(run.failures.joined(separator: "\n"))\n\(replay)\n\n".utf8))
    }
    print("reentrancy matrix on the \(host.rawValue): \(modelSeeds(20).count) seeds × \(RulesModel.stepsPerSeed) steps")
  }
  return failures
}

@MainActor
func runHostFreeModels() -> Int {
  var failures = 0
  for seed in modelSeeds(20) {
    let session = SessionModel.run(seed: seed)
    let (transition, paths) = TransitionModel.run(seed: seed)
    let found =
      session.failures + transition.failures
      + (paths.count == 4 ? [] : ["seed \(seed) took only the paths \(paths.sorted())"])
    guard !found.isEmpty else { continue }
    failures += 1
    let replay = "replay: CELLKIT_MODEL_SEED=\(seed) swift test --filter 'HostSessionTests|UpdateTransitionTests'"
    FileHandle.standardError.write(
      Data("host-free models, seed \(seed):\n\(found.joined(separator: "\n"))\n\(replay)\n\n".utf8))
  }
  print("host session and update transition models: \(modelSeeds(20).count) seeds each")
  return failures
}
