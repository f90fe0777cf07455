@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import CellKitTerminal
import Foundation
import Testing

/// The rule the session keeps, without a list or a host's views: work runs now when the host is
/// free, otherwise once the outermost activity is over, in the order it was submitted, never
/// inside another activity, and none is lost.
@MainActor
@Suite("A host session runs the work app code asks for in order, when the host is free")
struct HostSessionTests {
  typealias Driver = SessionModel.Driver

  @Test("Work asked for while the host is free runs before submit returns")
  func freeHostRunsAtOnce() {
    let driver = Driver()
    driver.submit(1)
    #expect(driver.ran == [1])
    #expect(driver.session.isFree)
  }

  @Test(
    "Work asked for during CellKit's activities runs as the outermost ends, in order",
    arguments: [
      HostSession.Activity.delivering, .updating,
    ])
  func cellKitActivity(_ activity: HostSession.Activity) {
    let driver = Driver()
    driver.perform(activity) {
      driver.submit(1)
      driver.perform(.delivering) { driver.submit(2) }
      #expect(driver.ran.isEmpty)
      driver.submit(3)
    }
    #expect(driver.ran == [1, 2, 3])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
  }

  @Test(
    "Work asked for during the platform's own work waits for the scheduler's next turn",
    arguments: [
      HostSession.Activity.layingOut, .platformChange,
    ])
  func platformActivity(_ activity: HostSession.Activity) {
    let driver = Driver()
    driver.perform(activity) {
      driver.perform(.updating) { driver.submit(1) }
      driver.submit(2)
    }
    #expect(driver.ran.isEmpty)
    #expect(driver.session.waitingCount == 2)
    driver.settle()
    #expect(driver.ran == [1, 2])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
  }

  /// The order the issue found broken: work queued during an update runs; from it, app code asks
  /// for an update and then for other work. The update was asked first, so it runs first, even
  /// when it is asked from inside a layout the queued work made.
  @Test("Work asked for by work that waited runs after it, in the order asked, from inside a layout too")
  func workFromWorkThatWaited() {
    let driver = Driver()
    driver.perform(.updating) {
      driver.submit(1) {
        driver.perform(.layingOut) {
          driver.submit(3)
          driver.submit(4)
        }
      }
      driver.submit(2)
    }
    driver.settle()
    #expect(driver.ran == [1, 2, 3, 4])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
  }

  /// UIKit asks for a prefetch in the middle of the layout that made a cell whose configure closure
  /// applied a snapshot: the apply waits for the layout's end, the next turn, even though the
  /// prefetch (CellKit's delivery) ends first; so does what is asked after it.
  @Test("Work behind work that waits for the platform's next turn waits for that turn too, in order")
  func behindWorkWaitingForTheNextTurn() {
    let driver = Driver()
    driver.perform(.layingOut) { driver.submit(1) }
    driver.perform(.delivering) { driver.submit(2) }
    driver.submit(3)
    #expect(driver.ran.isEmpty)
    driver.settle()
    #expect(driver.ran == [1, 2, 3])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
  }

  /// Seeded programs of nested activities and submissions, work that nests more of both: every
  /// piece of work runs once, in the order submitted, outside every activity the test began.
  @Test(
    "Seeded nestings of activities and work: in order, none lost, none inside an activity", arguments: modelSeeds(20))
  func seededNestings(seed: UInt64) {
    let run = SessionModel.run(seed: seed)
    #expect(run.failures.isEmpty, "\(run.failures)")
  }
}
