import Foundation

let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    USAGE: cellkit-bench [--json] [--quick] [--only GROUP] | --route-taps N

    Measures CellKit in this run: the diff against a hash-table floor and the standard library, the
    terminal table's and grid's frames and cells at 1,000,000 items, action routing at 1,000,000 and
    1,000 rows, an observed value changed on a visible row of 1,000,000 to its cell, one insert
    applied to 1,000,000 rows and beside a collapsed section of 1,000,000, a word typed into a
    filter of 100,000 and 1,000,000 rows and deleted again, sorting 1,000,000 rows by a column, a
    click on a column header at 100,000 rows, PageDown through 50 columns, the start-up and memory of a 1,000,000-row
    table, the peak memory of a 100,000-item diff (on Linux), and the loads a fixed scroll script starts,
    cancels and wastes. Every time comes with a same-run baseline and a ratio to it. Build in
    release mode:
    swift run -c release cellkit-bench --json

      --json          Print one JSON object of figures.
      --quick         Smaller sizes and fewer repetitions (for smoke tests; figures are not comparable).
      --only GROUP    Only measure one group of figures: startup, memory, table, grid, observe,
                      async, diff, apply, filter, collapsed, flat or columns (grid and observe also
                      measure the table, as their ratios are to its frame).
      --route-taps N  Only tap one row's Subscribe button N times on a 1,000-row table, for an
                      instruction count per routed event: run it under callgrind with two values of N
                      and divide the difference of the totals by the difference of the Ns.
    """)
  exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--route-taps") {
  guard flag + 1 < CommandLine.arguments.count, let taps = Int(CommandLine.arguments[flag + 1]), taps >= 0 else {
    print("cellkit-bench: --route-taps takes a number of taps, such as --route-taps 1000")
    exit(2)
  }
  print(routeTaps(taps))
  exit(0)
}
let quick = arguments.contains("--quick")
let groups = [
  "startup", "memory", "table", "grid", "observe", "async", "diff", "apply", "filter", "collapsed", "flat", "columns",
]
let only: String? = CommandLine.arguments.firstIndex(of: "--only").map { flag in
  guard flag + 1 < CommandLine.arguments.count, groups.contains(CommandLine.arguments[flag + 1]) else {
    print("cellkit-bench: --only takes one of \(groups.joined(separator: ", ")), such as --only apply")
    exit(2)
  }
  return CommandLine.arguments[flag + 1]
}
let runs = { @MainActor (group: String) -> Bool in only == nil || only == group }

var results: [String: Double] = [:]
if runs("startup") { results.merge(startupBenchmarks()) { $1 } }
if runs("memory") { results.merge(diffMemoryBenchmarks()) { $1 } }
if runs("table") || runs("grid") || runs("observe") {
  results.merge(tableBenchmarks(quick: quick)) { $1 }
}
if runs("grid") {
  results.merge(gridBenchmarks(quick: quick)) { $1 }
  results["grid.frame_to_table_frame_ratio"] = results["grid.frame_us_median"]! / results["table.frame_us_median"]!
}
if runs("observe") {
  results.merge(await observeBenchmarks(quick: quick, frameMicroseconds: results["table.frame_us_median"]!)) { $1 }
}
if runs("async") { results.merge(await asyncBenchmarks()) { $1 } }
if runs("diff") { results.merge(diffBenchmarks(quick: quick)) { $1 } }
if runs("apply") { results.merge(applyBenchmarks(quick: quick)) { $1 } }
if runs("filter") { results.merge(filterBenchmarks(quick: quick)) { $1 } }
if runs("collapsed") { results.merge(collapsedBenchmarks(quick: quick)) { $1 } }
if runs("flat") { results.merge(flatRowsBenchmarks(quick: quick)) { $1 } }
if runs("columns") { results.merge(columnsBenchmarks(quick: quick)) { $1 } }

if arguments.contains("--json") {
  let json = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
  print(String(decoding: json, as: UTF8.self))
} else {
  for key in results.keys.sorted() {
    print(key.padding(toLength: 40, withPad: " ", startingAt: 0), String(format: "%14.3f", results[key]!))
  }
}
