import CellKit

/// The re-entrancy matrix: the app changes the list from every place the list calls it —
/// configure and title closures, prefetch and cancel, deselection, action and row action handlers
/// — while the user moves through it; after every step the list equals a plain model and the
/// screen is the frame a fresh draw makes.
///
/// Run by the tests (`swift test --filter ReentrancyMatrix`) and, built in release, by
/// `reentrancy-matrix`, since exclusivity conflicts and optimized accesses differ there.
public enum ReentrancyMatrix {
  /// The steps each seed runs.
  public static let stepsPerSeed = 150

  /// Where the list shows.
  public enum Host: String, CaseIterable, Sendable {
    case table, grid
  }

  /// Runs `seed` on `host`; returns what differed from the model, with the seed, the step and the
  /// screen, or nil when every step matched.
  @MainActor
  public static func failure(seed: UInt64, on host: Host) -> String? {
    let app = ReentrantApp(seed: seed, onGrid: host == .grid)
    return Diagnostics.reporting(to: { [app] in app.noteDiagnostic($0) }) { run(app, seed: seed, on: host) }
  }

  @MainActor
  private static func run(_ app: ReentrantApp, seed: UInt64, on host: Host) -> String? {
    for step in 0..<stepsPerSeed {
      let description = app.randomStep()
      app.log.append("\(step): \(description)")
      if let problem = app.problem() {
        return """
          seed \(seed) on the \(host), step \(step) (\(description)): \(problem)
          replay: CELLKIT_MODEL_SEED=\(seed) swift test --filter ReentrancyMatrix
          last steps: \(app.log.suffix(8).joined(separator: "; "))
          \(app.pilot.screenText)
          """
      }
    }
    return nil
  }
}
