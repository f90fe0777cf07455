import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

@Suite("Grid geometry")
struct GridGeometryTests {
  @Test("Columns adapt to the width: as many of the minimum item width as fit, sharing what is left")
  func adaptiveColumns() {
    let metrics = GridGeometry.Metrics(minimumItemWidth: 20, horizontalSpacing: 1)
    let widths = [40, 80, 120].map { GridGeometry(counts: [10], width: $0, metrics: metrics) }
    #expect(widths.map(\.columns) == [1, 3, 5])
    #expect(widths.map(\.itemWidth) == [40, 26, 23])
    #expect(GridGeometry(counts: [10], width: 80, metrics: .init(columns: 2)).columns == 2)
  }

  @Test("Items sit in rows under their section's header, with spacing and insets; footers close sections")
  func frames() {
    let metrics = GridGeometry.Metrics(
      columns: 3, itemHeight: 2, horizontalSpacing: 2, verticalSpacing: 1, horizontalInset: 1, verticalInset: 1,
      headerHeight: 1, footerHeight: 1)
    let grid = GridGeometry(counts: [4, 0, 3], width: 32, metrics: metrics)
    #expect(grid.itemWidth == 8)
    #expect(grid.frame(of: .item(IndexPath(row: 4 - 1, section: 0))) == Rect(x: 1, y: 5, width: 8, height: 2))
    #expect(grid.frame(of: .item(IndexPath(row: 2, section: 0))) == Rect(x: 21, y: 2, width: 8, height: 2))
    // Section 0: header 1 + inset 1 + rows 2*2 + spacing 1 + inset 1 + footer 1 = 9; section 1: 2.
    #expect(grid.frame(of: .header(1)).minY == 9)
    #expect(grid.frame(of: .header(2)).minY == 11)
    #expect(grid.contentHeight == 11 + 1 + 1 + 2 + 1 + 1)
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(30) }

  @Test("The elements in any range of rows are exactly those whose frames overlap it", arguments: seeds)
  func elementsMatchFrames(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let metrics = GridGeometry.Metrics(
      columns: Bool.random(using: &random) ? nil : Int.random(in: 1...5, using: &random),
      minimumItemWidth: Int.random(in: 5...30, using: &random), itemHeight: Int.random(in: 1...3, using: &random),
      horizontalSpacing: Int.random(in: 0...2, using: &random), verticalSpacing: Int.random(in: 0...2, using: &random),
      horizontalInset: Int.random(in: 0...2, using: &random), verticalInset: Int.random(in: 0...1, using: &random),
      headerHeight: Int.random(in: 0...2, using: &random), footerHeight: Int.random(in: 0...1, using: &random))
    let counts = (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0...17, using: &random) }
    // Self-sized rows of items in some sections: taller or shorter than the item height.
    var rowHeights: [Int: [Int: Int]] = [:]
    for section in counts.indices where Bool.random(using: &random) {
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        rowHeights[section, default: [:]][Int.random(in: 0...6, using: &random)] = Int.random(in: 1...5, using: &random)
      }
    }
    let grid = GridGeometry(
      counts: counts, width: Int.random(in: 10...150, using: &random), metrics: metrics, rowHeights: rowHeights)
    var all: [GridGeometry.Element] = []
    for (section, count) in counts.enumerated() {
      if metrics.headerHeight > 0 { all.append(.header(section)) }
      all += (0..<count).map { .item(IndexPath(row: $0, section: section)) }
      if metrics.footerHeight > 0 { all.append(.footer(section)) }
    }
    // Nothing overlaps, each element starts where the one above it ends (or later), and the last
    // section ends at the content's height.
    var bottom = 0
    for element in all {
      let frame = grid.frame(of: element)
      if case .item(let indexPath) = element {
        #expect(
          frame.height == rowHeights[indexPath.section]?[grid.row(of: indexPath)].map { max(1, $0) }
            ?? metrics.itemHeight)
        if indexPath.row % grid.columns != 0 {
          #expect(
            frame.minY == grid.frame(of: .item(IndexPath(row: indexPath.row - 1, section: indexPath.section))).minY)
          continue
        }
      }
      #expect(frame.minY >= bottom, "seed \(seed): \(element) overlaps the element above")
      bottom = frame.minY + frame.height
    }
    #expect(bottom <= grid.contentHeight)
    for _ in 0..<40 {
      let top = Int.random(in: -3...(grid.contentHeight + 3), using: &random)
      let range = top..<(top + Int.random(in: 1...12, using: &random))
      let expected = all.filter {
        let frame = grid.frame(of: $0)
        return frame.minY < range.upperBound && frame.minY + frame.height > range.lowerBound
      }
      #expect(grid.elements(in: range) == expected, "seed \(seed), range \(range)")
    }
  }

  @Test("Arrow moves: Right and Left read the grid in order, Up and Down keep the column across sections")
  func moves() {
    let grid = GridGeometry(counts: [5, 0, 4], width: 30, metrics: .init(columns: 3))
    var path = [IndexPath(row: 0, section: 0)]
    while let next = grid.item(from: path.last!, .right) { path.append(next) }
    #expect(path.map { "\($0.section)-\($0.row)" } == ["0-0", "0-1", "0-2", "0-3", "0-4", "2-0", "2-1", "2-2", "2-3"])
    #expect(grid.item(from: IndexPath(row: 0, section: 2), .left) == IndexPath(row: 4, section: 0))
    #expect(grid.item(from: IndexPath(row: 2, section: 0), .down) == IndexPath(row: 4, section: 0), "shorter row")
    #expect(grid.item(from: IndexPath(row: 4, section: 0), .down) == IndexPath(row: 1, section: 2), "column kept")
    #expect(grid.item(from: IndexPath(row: 3, section: 2), .up) == IndexPath(row: 0, section: 2))
    #expect(grid.item(from: IndexPath(row: 2, section: 2), .up) == IndexPath(row: 4, section: 0), "last row is short")
    #expect(grid.item(from: IndexPath(row: 1, section: 0), .up) == nil)
    #expect(grid.item(from: IndexPath(row: 3, section: 2), .down) == nil)
  }

  @Test("A million items lay out from the counts alone, and a screenful is found at once")
  func million() {
    let grid = GridGeometry(counts: [1_000_000], width: 200, metrics: .init(minimumItemWidth: 24, itemHeight: 3))
    #expect(grid.columns == 8)
    #expect(grid.contentHeight == 125_000 * 3)
    let screen = grid.elements(in: 300_000..<300_060)
    #expect(screen.count == 8 * 20)
  }
}
