import Foundation

/// Lets the work queued on the main queue so far run.
@MainActor
package func nextTurn() async {
  await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
}
