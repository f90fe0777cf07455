import CellKit
import CellKitTerminal
import Testing

/// A loader whose loads end when the test says so, waiting through the test's scheduler.
@MainActor
final class TestLoader {
  private let scheduler: ManualScheduler
  private var pending: [Int: TestContinuation<Int>] = [:]

  init(scheduler: ManualScheduler) {
    self.scheduler = scheduler
  }

  /// The ids whose loads wait, in order.
  var waiting: [Int] { pending.keys.sorted() }

  func subscribers(of id: Int) async throws -> Int {
    try await scheduler.waitForTest { pending[id] = $0 }
  }

  func finish(_ id: Int) {
    pending.removeValue(forKey: id)?.resume(returning: id * 100)
  }
}

@MainActor
@Suite("Scheduler examples")
struct SchedulerExamples {
  @Test("ManualScheduler: a load the test ends is shown by the next settle, and nothing else changes")
  func manualScheduler() async throws {
    let table = TableView()
    let list = ListAdapter<Category, Youtuber>(table)
    let scheduler = ManualScheduler()
    let loader = TestLoader(scheduler: scheduler)  // its loads wait through waitForTest(_:)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name
      cell.task {
        try await loader.subscribers(of: youtuber.id)
      } then: { cell, result in
        if let count = try? result.get() { cell.name.text = "\(youtuber.name) · \(count)" }
      }
    }
    list.apply(Snapshot([(.tech, (1...3).map { Youtuber(id: $0, name: "Channel \($0)") })]))
    let pilot = Pilot(rootView: table, scheduler: scheduler)  // the one the test's loader waits in
    try await pilot.settle()  // the rows shown start their loads
    loader.finish(loader.waiting[1])  // the test ends the second row's
    try await pilot.settle()  // its count is shown, and nothing else changes
    #expect(pilot.screenText.contains("Channel 2 · 200"))
    #expect(!pilot.screenText.contains("Channel 1 ·") && !pilot.screenText.contains("Channel 3 ·"))
    #expect(loader.waiting == [1, 3], "the first and third rows' loads still wait")
    for id in loader.waiting { loader.finish(id) }
    try await pilot.settle()
  }

  @Test("A task cancelled while it waits for the test ends at once, and the test's resume does nothing")
  func cancelledWait() async throws {
    let scheduler = ManualScheduler()
    let loader = TestLoader(scheduler: scheduler)
    var outcome: String?
    let task = scheduler.startTask {
      do {
        outcome = "loaded \(try await loader.subscribers(of: 7))"
      } catch {
        outcome = "\(type(of: error))"
      }
    } completion: {
    }
    try await scheduler.settle()
    #expect(scheduler.waitingTasks == 1)
    task.cancel()
    try await scheduler.settle()
    #expect(outcome == "CancellationError")
    #expect(scheduler.waitingTasks == 0 && scheduler.runningTasks == 0)
    loader.finish(7)
    try await scheduler.settle()
    #expect(outcome == "CancellationError")
  }

  @Test("advance(by:) runs the timers that fall due, in the order of their deadlines, and no others")
  func advance() async throws {
    let scheduler = ManualScheduler()
    var fired: [String] = []
    scheduler.schedule(after: .milliseconds(30)) { fired.append("30 ms") }
    scheduler.schedule(after: .milliseconds(10)) {
      fired.append("10 ms")
      scheduler.schedule(after: .milliseconds(5)) { fired.append("15 ms, set at 10") }
    }
    scheduler.schedule(after: .milliseconds(50)) { fired.append("50 ms") }
    try await scheduler.advance(by: .milliseconds(29))
    #expect(fired == ["10 ms", "15 ms, set at 10"])
    #expect(scheduler.now == .milliseconds(29))
    try await scheduler.advance(by: .milliseconds(1))
    #expect(fired == ["10 ms", "15 ms, set at 10", "30 ms"])
    try await scheduler.advance(by: .zero)
    #expect(fired.count == 3, "nothing more is due")
  }

  @Test("settle() says what is wrong when a task awaits something the test does not drive")
  func settleGivesUp() async throws {
    let scheduler = ManualScheduler()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = scheduler.startTask {
      for await _ in stream {}
    } completion: {
    }
    do {
      try await scheduler.settle()
      Issue.record("settle() returned while a task ran")
    } catch let error as SettleError {
      #expect(error.running == 1)
      #expect(
        error.description
          == "settle() stopped after 10000 turns of the main actor in which nothing changed: 1 task was still "
          + "running, awaiting something the scheduler does not drive (a real sleep, a network call, a "
          + "continuation nothing resumes). In a test, make such work wait through the scheduler: "
          + "waitForTest(_:) for a result the test gives, sleep(for:) for time that advance(by:) moves.")
    }
    continuation.finish()
    await task.value
  }
}
