import CellKit
import Foundation

/// A simulated avatar service: each sender's avatar takes 50–400 ms to load (seeded by the name),
/// then stays cached. An avatar here is the sender's initials.
@MainActor
final class AvatarLoader {
  private var cache: [String: String] = [:]
  /// How long a load takes, in ms, for each sender; 0 loads at once (for screenshots).
  private let delay: (String) -> Int
  /// Loads running now.
  private(set) var running = 0

  init(instant: Bool = false) {
    delay = { sender in instant ? 0 : 50 + sender.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) % 351 } }
  }

  /// The avatar of `message`'s sender, if it is loaded.
  func cached(for message: Message) -> String? { cache[message.sender] }

  /// Loads the avatar of `message`'s sender; cancelling the task stops it.
  func avatar(for message: Message) async throws -> String {
    if let avatar = cache[message.sender] { return avatar }
    running += 1
    defer { running -= 1 }
    let milliseconds = delay(message.sender)
    if milliseconds > 0 { try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000) }
    try Task.checkCancellation()
    cache[message.sender] = message.initials
    return message.initials
  }
}
