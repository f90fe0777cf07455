@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Testing

/// The update as one transition of a list's presentation, played on the rules hosts with no
/// adapter (``TransitionModel``).
@MainActor
@Suite("The update as one transition, played on the rules hosts")
struct UpdateTransitionTests {
  @Test(
    "Every path under filter, sort and collapse shows the model's rows, in batches the hosts accept",
    arguments: modelSeeds(20))
  func againstModel(seed: UInt64) {
    let run = TransitionModel.run(seed: seed)
    #expect(run.failures.isEmpty, "seed \(seed): \(run.failures.prefix(3))")
  }
}
