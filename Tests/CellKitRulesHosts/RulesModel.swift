/// The rules-host model runs: the adapter driving a host that keeps one platform's documented
/// rules (UIKit's table, AppKit's table, GTK's list view), under seeded steps of the user's and the
/// app's, with app code changing the list from inside every callback (``CallbackChanges``).
///
/// The tests run each with a few hundred steps per seed; `reentrancy-matrix`, built in release, runs
/// them too, since exclusivity conflicts and optimized accesses differ there.
@MainActor
package enum RulesModel {
  /// The hosts, and the run of each.
  package enum Host: String, CaseIterable, Sendable {
    case uikit = "UIKit table rules host"
    case appkit = "AppKit table rules host"
    case gtk = "GTK list view rules"
  }

  /// The steps each seed runs in the tests.
  package static let stepsPerSeed = 800

  /// Runs `seed` on `host` for `steps` steps.
  package static func run(_ host: Host, seed: UInt64, steps: Int) async -> ModelRun {
    switch host {
    case .uikit: await uikit(seed: seed, steps: steps)
    case .appkit: await appkit(seed: seed, steps: steps)
    case .gtk: await gtk(seed: seed, steps: steps)
    }
  }
}

/// What a model run found: each expectation that did not hold, with its message.
@MainActor
package final class ModelRun {
  /// The messages of the expectations that did not hold, in order.
  package private(set) var failures: [String] = []

  /// Records `message` when `condition` does not hold.
  package func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }
}
