@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("The adapter under UIKit's table rules, model-based")
struct UIKitRulesModelTests {
  /// ``RulesModel/uikit(seed:steps:)``: the adapter under the platform's rules while the user and
  /// the app's callbacks change the list.
  @Test(
    "Seeded steps under UIKit's rules: the table shows the model, and no batch breaks a rule", arguments: modelSeeds(20)
  )
  func steps(seed: UInt64) async {
    let run = await RulesModel.uikit(seed: seed, steps: RulesModel.stepsPerSeed)
    for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
  }
}
