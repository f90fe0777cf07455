import CellKit
import CellKitTerminal
import Foundation
import Observation

/// A row's state outside the snapshot, observable.
@MainActor
@Observable
final class RowStats {
  var count = 0
}

/// One `RowStats` per row, made when a row first shows.
@MainActor
final class RowStatsStore {
  private var stats: [Int: RowStats] = [:]

  func stats(of id: Int) -> RowStats {
    if let existing = stats[id] { return existing }
    let made = RowStats()
    stats[id] = made
    return made
  }
}

/// One property of an observable model changed on a visible row of a 1,000,000-row table, until the
/// cell showing it shows the new value and the frame is drawn, beside the same run's one-row scroll
/// frame.
@MainActor
func observeBenchmarks(quick: Bool, frameMicroseconds: Double) async -> [String: Double] {
  let store = RowStatsStore()
  let fixture = TableFixture(rows: 1_000_000) { cell, row in
    cell.name.text = "Row \(row.id) · \(store.stats(of: row.id).count)"
  }
  fixture.table.setContentOffset(500_000)
  fixture.application.render()
  let rowID = 500_010
  let cell = fixture.table.cellForRow(at: IndexPath(row: rowID, section: 0)) as? BenchCell
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<(quick ? 50 : 1_000) {
    let stats = store.stats(of: rowID)
    let start = clock.now
    stats.count += 1
    let expected = "Row \(rowID) · \(stats.count)"
    while cell?.name.text != expected { await Task.yield() }
    fixture.application.render()
    let elapsed = start.duration(to: clock.now)
    times.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
  }
  times.sort()
  let change = times[times.count / 2]
  return [
    "observe.us_per_change": change,
    "observe.change_to_frame_ratio": change / frameMicroseconds,
  ]
}
