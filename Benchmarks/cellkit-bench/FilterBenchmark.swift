import CellKit
import CellKitTerminal
import Foundation

/// A row with a name to filter by, as the demo's channels have.
struct Channel: Identifiable, Equatable, Differentiable {
  let id: Int
  let name: String
}

/// Whether `name` contains `query`, both lowercase ASCII: a byte search, as cheap as the filter of
/// a typed name can be, so the figures are the library's share.
private func contains(_ name: String, _ query: [UInt8]) -> Bool {
  var name = name
  return name.withUTF8 { bytes in
    guard query.count <= bytes.count else { return false }
    for start in 0...(bytes.count - query.count) where bytes[start] == query[0] {
      var index = 1
      while index < query.count, bytes[start + index] == query[index] { index += 1 }
      if index == query.count { return true }
    }
    return false
  }
}

/// Typing a word into a filter of `rows` channels in six sections, one key at a time and each key
/// drawn, then deleting it with Backspace: the first key (every row tested), the next ones (only the
/// rows shown tested), Backspace (every row tested again), the median of every key, and
/// two same-run baselines: drawing the whole screen again, and the filter's own test of every row
/// (the floor of a key that must test every row).
@MainActor
private func filterFigures(rows: Int, quick: Bool) -> [String: Double] {
  let first = ["ada", "grace", "alan", "linus", "hedy", "tim", "margaret", "dennis", "barbara", "ken"]
  let last = ["codes", "builds", "explains", "reviews", "cooks", "plays", "sings", "draws", "tests"]
  var sections: [(Int, [Channel])] = (0..<6).map { ($0, []) }
  for id in 0..<rows {
    let name = "\(first[id % first.count]) \(last[id / first.count % last.count]) #\(id)"
    sections[id % 6].1.append(Channel(id: id, name: name))
  }
  let table = TableView()
  let list = ListAdapter<Int, Channel>(table)
  list.cell(BenchCell.self) { cell, channel, _ in cell.name.text = channel.name }
  list.apply(Snapshot(sections), animatingDifferences: false)
  let application = Application(rootView: table, size: Size(width: 200, height: 60), sink: MemorySink())
  application.focus(table)
  application.render()

  let clock = ContinuousClock()
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  let word = Array("grace".utf8)
  var firstKeys: [Double] = []
  var typedKeys: [Double] = []
  var backspaces: [Double] = []
  for _ in 0..<(quick ? 1 : 5) {
    // Typed: each key extends the query, so it narrows the rows shown.
    for length in 1...word.count {
      let query = Array(word.prefix(length))
      let elapsed = seconds(
        clock.measure {
          if length == 1 {
            list.filter = { contains($0.name, query) }
          } else {
            list.narrowFilter { contains($0.name, query) }
          }
          application.render()
        })
      if length == 1 { firstKeys.append(elapsed) } else { typedKeys.append(elapsed) }
    }
    // Backspace, down to no query: each key shows more rows.
    for length in (0..<word.count).reversed() {
      let query = Array(word.prefix(length))
      backspaces.append(
        seconds(
          clock.measure {
            if length == 0 {
              list.filter = nil
            } else {
              list.filter = { contains($0.name, query) }
            }
            application.render()
          }))
    }
  }
  let fullRedraw = median(quick ? 5 : 51) {
    application.renderer.invalidate()
    application.render()
  }
  // The floor: the filter's own test of every row, in a loop of the app's code.
  let query = Array(word.prefix(1))
  let floor = median(quick ? 3 : 11) {
    var kept = 0
    for section in sections { for channel in section.1 where contains(channel.name, query) { kept += 1 } }
    blackHole(kept)
  }
  func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  let keys = firstKeys + typedKeys + backspaces
  return [
    "filter.\(rows).typed_key_ms": middle(typedKeys) * 1e3,
    "filter.\(rows).backspace_ms": middle(backspaces) * 1e3,
    "filter.\(rows).backspace_to_test_every_row_ratio": middle(backspaces) / floor,
    "filter.\(rows).test_every_row_ms": floor * 1e3,
    "filter.\(rows).first_key_to_test_every_row_ratio": middle(firstKeys) / floor,
    "filter.\(rows).first_key_ms": middle(firstKeys) * 1e3,
    "filter.\(rows).ms_per_key": middle(keys) * 1e3,
    "filter.\(rows).key_to_full_redraw_ratio": middle(keys) / fullRedraw,
    "filter.\(rows).first_key_to_full_redraw_ratio": middle(firstKeys) / fullRedraw,
  ]
}

/// The filter figures at 100,000 and 1,000,000 rows.
@MainActor
func filterBenchmarks(quick: Bool) -> [String: Double] {
  var results = filterFigures(rows: 100_000, quick: quick)
  results.merge(filterFigures(rows: quick ? 200_000 : 1_000_000, quick: quick)) { $1 }
  return results
}
