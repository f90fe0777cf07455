import CellKit
import Foundation

/// The memory the diff of 100,000 items with String identities (10% each deleted, inserted, moved
/// and updated) takes at its peak, beside the memory of the two snapshots it compares.
///
/// Linux only: there the process's peak can be reset (`/proc/self/clear_refs`) after the snapshots
/// are made, so the peak is the diff's alone; elsewhere the keys are left out.
func diffMemoryBenchmarks() -> [String: Double] {
  #if os(Linux)
    let before = residentBytes(field: "VmRSS")
    let scenario = DiffScenario(count: 100_000, sectioned: false, seed: 42, make: makeString, update: { $0.value += 1 })
    let model = residentBytes(field: "VmRSS")
    guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else {
      return [:]
    }
    blackHole(StagedChangeset(from: scenario.source, to: scenario.target).count)
    let peak = residentBytes(field: "VmHWM")
    withExtendedLifetime(scenario) {}
    return [
      "mem.diff_100000_string_mb": (peak - model) / 1_048_576,
      "mem.diff_100000_string_model_mb": (model - before) / 1_048_576,
      "mem.diff_100000_string_to_model_ratio": (peak - model) / (model - before),
    ]
  #else
    return [:]
  #endif
}

/// A figure of `/proc/self/status` (`VmRSS`: resident now, `VmHWM`: the peak), in bytes.
private func residentBytes(field: String) -> Double {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
    return Double(kilobytes.flatMap { Double($0) } ?? 0) * 1024
  }
  return 0
}
