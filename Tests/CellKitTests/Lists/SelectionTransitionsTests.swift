@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Testing

/// The selection as pure transitions of a list's presentation: taps, the API and updates, checked
/// against a plain model with no host.
@Suite("Selection transitions without a host")
struct SelectionTransitionsTests {
  typealias Presentation = ListPresentation<Int, Tile>

  @Test("Taps, selections by the API and updates agree with a model of the selected items", arguments: 0..<20)
  func againstModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var presentation = Presentation()
    var model: [Int] = []  // the selection in the order the items joined it
    var shown = Set(0..<12)
    var applied = shown
    for step in 0..<400 {
      let multiple = step / 100 % 2 == 1
      if !multiple && model.count > 1 { model = [] }
      if !multiple && presentation.selectedIDs.count > 1 {
        presentation.apply(.deselect(presentation.selectedIDs.subtracting(model)))
      }
      let id = Int.random(in: 0..<16, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let result = presentation.userSelection(of: id, allowsMultiple: multiple)
        presentation.apply(Presentation.change(selecting: id, as: result, allowsMultiple: multiple))
        if multiple && model.contains(id) {
          #expect(result == .deselected, "seed \(seed), step \(step)")
          model.removeAll { $0 == id }
        } else {
          let replaced = multiple ? [] : Set(model.filter { $0 != id })
          #expect(result == .selected(replacing: replaced), "seed \(seed), step \(step)")
          if !multiple { model = [] }
          if !model.contains(id) { model.append(id) }
        }
      case 1:
        presentation.apply(.select(id, allowsMultiple: multiple))
        if !multiple { model = [] }
        if !model.contains(id) { model.append(id) }
      case 2:
        // An update: some items leave the rows, some of those stay in the snapshot applied.
        shown = Set((0..<16).filter { _ in Int.random(in: 0..<4, using: &random) > 0 })
        applied = shown.union((0..<16).filter { _ in Bool.random(using: &random) })
        var asked: [Set<Int>] = []
        let gone = presentation.goneSelection(shown: { $0.intersection(shown) }) { ids in
          asked.append(ids)
          return ids.intersection(applied)
        }
        let expected = Set(model.filter { !applied.contains($0) })
        #expect(gone == expected, "seed \(seed), step \(step)")
        #expect(asked.allSatisfy { $0.isDisjoint(with: shown) }, "only items no row shows are looked up")
        presentation.apply(.deselect(gone))
        model.removeAll { gone.contains($0) }
      default:
        break
      }
      #expect(presentation.selectedIDs == Set(model), "seed \(seed), step \(step)")
    }
  }
}
