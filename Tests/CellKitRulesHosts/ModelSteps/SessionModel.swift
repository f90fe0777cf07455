@_spi(CellKitPlatform) import CellKit
import CellKitTerminal
import Foundation

/// The rule a host session keeps, as a model run without a list or a host's views: work runs now
/// when the host is free, otherwise once the outermost activity is over, in the order it was
/// submitted, never inside another activity, and none is lost. `HostSessionTests` runs it;
/// `reentrancy-matrix`, built in release, runs it too.
@MainActor
package enum SessionModel {
  /// A host with nothing to show, whose scheduler the test turns.
  @MainActor
  package final class SchedulingHost: ActionHost {
    package let actions = ActionRouter()
    package let manual = ManualScheduler()
    package var scheduler: any MainScheduler { manual }

    package init() {
      actions.attach(to: self)
    }

    package func location(of view: any ActionSender) -> ActionLocation? { nil }
  }

  /// What a test does on the session, and checks as it goes.
  @MainActor
  package final class Driver {
    package let host = SchedulingHost()
    package var session: HostSession { host.actions.session }
    /// The activities the test has begun and not ended, the platform change waiting for its
    /// next turn included.
    var openActivities = 0
    package var submitted: [Int] = []
    package var ran: [Int] = []
    package var problems: [String] = []

    package init() {}

    package func submit(_ id: Int, _ body: @escaping @MainActor () -> Void = {}) {
      submitted.append(id)
      session.submit { [self] in
        ran.append(id)
        if openActivities != 0 { problems.append("work \(id) ran inside \(openActivities) activities") }
        if session.outermost != .updating {
          problems.append("work \(id) ran as \(String(describing: session.outermost))")
        }
        body()
      }
    }

    package func perform(_ activity: HostSession.Activity, _ body: () -> Void) {
      openActivities += 1
      session.perform(activity) {
        body()
        if activity != .platformChange { openActivities -= 1 }
      }
      if activity == .platformChange {
        // Ends on the scheduler's next turn: counted as open until then.
        host.manual.enqueue { [self] in openActivities -= 1 }
      }
    }

    /// Turns the scheduler until nothing is left to run.
    package func settle() {
      while host.manual.readyCount > 0 { host.manual.runReady() }
    }
  }

  /// Runs `seed`: seeded programs of nested activities and submissions, work that nests more of
  /// both. Every piece of work must run once, in the order submitted, outside every activity the
  /// program began; what did not hold is in the run's failures.
  package static func run(seed: UInt64) -> ModelRun {
    let run = ModelRun()
    var random = SeededRandom(seed: seed)
    let driver = Driver()
    var nextID = 0
    let activities: [HostSession.Activity] = [.delivering, .updating, .layingOut, .platformChange]
    func program(depth: Int) {
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where depth < 4:
          let activity = activities[Int.random(in: 0..<activities.count, using: &random)]
          driver.perform(activity) { program(depth: depth + 1) }
        case 1 where depth < 4:
          nextID += 1
          // The work's own program is drawn now, so that the run replays from the seed alone.
          var inner = SeededRandom(seed: random.next())
          driver.submit(nextID) {
            swap(&random, &inner)
            program(depth: depth + 1)
            swap(&random, &inner)
          }
        default:
          nextID += 1
          driver.submit(nextID)
        }
      }
    }
    for _ in 0..<20 {
      program(depth: 0)
      if Bool.random(using: &random) { driver.settle() }
    }
    driver.settle()
    run.expect(driver.ran == driver.submitted, "seed \(seed): ran \(driver.ran), submitted \(driver.submitted)")
    run.expect(driver.problems.isEmpty, "seed \(seed): \(driver.problems.prefix(3))")
    run.expect(driver.session.isFree && driver.session.waitingCount == 0, "seed \(seed): the session is not free")
    return run
  }
}
