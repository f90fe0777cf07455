@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("The adapter under AppKit's table rules, model-based")
struct AppKitRulesModelTests {
  /// ``RulesModel/appkit(seed:steps:)``: the adapter under the platform's rules while the user and
  /// the app's callbacks change the list.
  @Test(
    "Seeded steps under AppKit's rules: the table shows the model, and no call breaks a rule", arguments: modelSeeds(20)
  )
  func steps(seed: UInt64) async {
    let run = await RulesModel.appkit(seed: seed, steps: RulesModel.stepsPerSeed)
    for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
  }
}
