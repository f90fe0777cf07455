@_spi(CellKitPlatform) import CellKit
import Foundation

/// The filter of the model-based tests: tiles whose identity ends in one of some digits are
/// hidden. Each step sets such a filter, narrows it (as a letter typed into a search does) or
/// removes it, on the list and in the model alike.
package struct DigitFilter {
  /// The last digits of the identities hidden; nil without a filter.
  package private(set) var rejected: Set<Int>?

  /// Whether the model shows `tile`.
  package func accepts(_ tile: Tile) -> Bool {
    rejected.map { !$0.contains(tile.id % 10) } ?? true
  }

  /// Sets, narrows or removes the filter of `list`, chosen by `random`.
  @MainActor
  package mutating func step(_ list: ListAdapter<Int, Tile>, random: inout SeededRandom) {
    let digit = Int.random(in: 0...9, using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0 where (rejected?.count ?? 0) < 3:
      let narrowed = (rejected ?? []).union([digit])
      rejected = narrowed
      list.narrowFilter { !narrowed.contains($0.id % 10) }
    case 1:
      rejected = [digit]
      list.filter = { $0.id % 10 != digit }
    default:
      rejected = nil
      list.filter = nil
    }
  }
}
