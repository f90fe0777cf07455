@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import Foundation
import Testing

final class Cell: Reusable {}

final class OtherCell: Reusable {}

final class CustomIdentifierCell: Reusable {
  static var reuseIdentifier: String { "custom" }
}

final class GenericCell<Content>: Reusable {}

@MainActor
@Suite("Typed reuse")
struct ReuseTests {
  @Test("Reuse identifiers are the module-qualified type name, so same-named types never collide")
  func identifiers() {
    #expect(Cell.reuseIdentifier == "CellKitTests.Cell")
    #expect(CellKitFixtures.Cell.reuseIdentifier == "CellKitFixtures.Cell")
    #expect(Cell.reuseIdentifier != CellKitFixtures.Cell.reuseIdentifier)
    #expect(CustomIdentifierCell.reuseIdentifier == "custom")
  }

  @Test("Each specialization of a generic cell has its own identifier, the same on every ask and every thread")
  func genericIdentifiers() async {
    let names = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask {
          [GenericCell<Int>.reuseIdentifier, GenericCell<String>.reuseIdentifier, GenericCell<[Int]>.reuseIdentifier]
        }
      }
      var names = Set<[String]>()
      for await asked in group { names.insert(asked) }
      return names
    }
    #expect(
      names == [
        [
          "CellKitTests.GenericCell<Swift.Int>", "CellKitTests.GenericCell<Swift.String>",
          "CellKitTests.GenericCell<Swift.Array<Swift.Int>>",
        ]
      ])
  }

  @Test("Dequeuing by type registers on first use and reuses recycled views")
  func autoRegistrationAndReuse() throws {
    let registry = ReuseRegistry<AnyObject>()
    #expect(!registry.isRegistered(identifier: Cell.reuseIdentifier, kind: .cell))
    let first: Cell = try registry.dequeue(Cell.self, identifier: Cell.reuseIdentifier, kind: .cell) { Cell() }
    #expect(registry.isRegistered(identifier: Cell.reuseIdentifier, kind: .cell))
    registry.recycle(first, identifier: Cell.reuseIdentifier, kind: .cell)
    let second: Cell = try registry.dequeue(Cell.self, identifier: Cell.reuseIdentifier, kind: .cell)
    #expect(first === second)
    #expect(registry.madeCount == 1)
  }

  @Test("Cells, headers, footers and supplementary kinds have separate namespaces")
  func kinds() throws {
    let registry = ReuseRegistry<AnyObject>()
    registry.register(identifier: "X", kind: .header) { Cell() }
    registry.register(identifier: "X", kind: .supplementary("badge")) { OtherCell() }
    let header: Cell = try registry.dequeue(Cell.self, identifier: "X", kind: .header)
    let badge: OtherCell = try registry.dequeue(OtherCell.self, identifier: "X", kind: .supplementary("badge"))
    #expect(header !== badge)
    #expect(registry.madeCount == 2)
    #expect(throws: ReuseError.notRegistered(identifier: "X", kind: .footer)) {
      _ = try registry.dequeue(Cell.self, identifier: "X", kind: .footer) as Cell
    }
  }

  @Test("Dequeuing with an identifier registered for another type names both types, why and how to fix it")
  func typeMismatch() {
    let registry = ReuseRegistry<AnyObject>()
    registry.register(identifier: "shared", kind: .cell) { Cell() }
    do {
      _ = try registry.dequeue(OtherCell.self, identifier: "shared", kind: .cell) as OtherCell
      Issue.record("a mismatched dequeue succeeded")
    } catch {
      let message = error.description
      #expect(message.contains("CellKitTests.Cell"))
      #expect(message.contains("CellKitTests.OtherCell"))
      #expect(message.contains("is registered for"))
      #expect(message.contains("reuseIdentifier"))
    }
  }

  @Test("A mismatched dequeue loses no pooled view")
  func mismatchKeepsPool() throws {
    let registry = ReuseRegistry<AnyObject>()
    let cell: Cell = try registry.dequeue(Cell.self, identifier: "c", kind: .cell) { Cell() }
    registry.recycle(cell, identifier: "c", kind: .cell)
    #expect(throws: ReuseError.self) {
      _ = try registry.dequeue(OtherCell.self, identifier: "c", kind: .cell) as OtherCell
    }
    let again: Cell = try registry.dequeue(Cell.self, identifier: "c", kind: .cell)
    #expect(again === cell)
  }

  @Test("IndexPath has row, section and item on every platform")
  func indexPathConveniences() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
    #expect(IndexPath(item: 2, section: 4) == IndexPath(indexes: [4, 2]))
  }
}
