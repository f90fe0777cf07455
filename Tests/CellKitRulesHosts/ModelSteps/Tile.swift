@_spi(CellKitPlatform) import CellKit

/// An item of the model runs: an identity, and a label that changes its content.
package struct Tile: Differentiable, Hashable {
  package let id: Int
  package var label = ""
  package var differenceIdentifier: Int { id }

  package init(id: Int, label: String = "") {
    self.id = id
    self.label = label
  }
}
