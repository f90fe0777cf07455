import Foundation

/// The seeds of a model-based test: `CELLKIT_MODEL_SEED` replays one; `CELLKIT_MODEL_SEEDS` caps how
/// many of the `count` run (CI runs fewer under the sanitizers).
public func modelSeeds(_ count: UInt64) -> [UInt64] {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["CELLKIT_MODEL_SEED"].flatMap(UInt64.init) { return [seed] }
  let cap = environment["CELLKIT_MODEL_SEEDS"].flatMap(UInt64.init) ?? count
  return Array(1...max(1, min(count, cap)))
}
