import CellKitFixtures
import CellKitReentrancy
import Testing

/// The re-entrancy matrix (see ``ReentrancyMatrix``) in a debug build; CI also runs it built in
/// release (`reentrancy-matrix`).
///
/// A failure names its seed and step; replay one seed with
/// `CELLKIT_MODEL_SEED=<seed> swift test --filter ReentrancyMatrix`.
@MainActor
@Suite("App code changing the list at every callback")
struct ReentrancyMatrixTests {
  nonisolated static var seeds: [UInt64] { modelSeeds(20) }

  @Test(
    "Random changes from every callback keep the list, the rows shown, the selection and routing equal to the model",
    arguments: seeds, ReentrancyMatrix.Host.allCases)
  func matrix(seed: UInt64, host: ReentrancyMatrix.Host) {
    if let failure = ReentrancyMatrix.failure(seed: seed, on: host) { Issue.record("\(failure)") }
  }
}
