import CellKit
import Foundation

/// An item of the rules-host tests: an identity, and a label that changes its content.
package struct Tile: Differentiable, Hashable {
  package let id: Int
  package var label = ""
  package var differenceIdentifier: Int { id }

  package init(id: Int, label: String = "") {
    self.id = id
    self.label = label
  }
}

/// Lets the work queued on the main queue so far run.
@MainActor
package func nextTurn() async {
  await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
}
