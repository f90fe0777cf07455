import Foundation

/// A simulated channel service for the diffable examples: each channel's subscriber count takes
/// 100–500 ms to arrive (seeded by its id), then stays cached.
@MainActor
final class SubscriberCounts {
  private var cache: [Youtuber.ID: String] = [:]

  /// The count of channel `id`, if it has arrived.
  func cached(for id: Youtuber.ID) -> String? { cache[id] }

  /// Loads the count of channel `id`; cancelling the task stops it.
  func load(for id: Youtuber.ID) async throws -> String {
    if let count = cache[id] { return count }
    try await Task.sleep(nanoseconds: UInt64(100 + id * 37 % 400) * 1_000_000)
    let count = "\(1 + id * 7_919 % 990)K subscribers"
    cache[id] = count
    return count
  }
}
