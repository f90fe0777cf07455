import CellKit
import CellKitTerminal
import Testing

/// A setting's row with a stepper, as the Settings example has.
final class StepperRow: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case stepped(Double) }
  let title = Label()
  let stepper = Stepper(value: 14, in: 10...16)

  override func cellDidLoad() {
    stepper.sends(from: self) { .stepped($0.value) }
    contentView.add(title, stepper)
  }
}

@MainActor
@Suite("Stepper")
struct StepperTests {
  @Test("Clicks on [-] and [+], Left and Right, - and + step the value, which stops at the range's ends")
  func stepping() throws {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(StepperRow.self) { cell, title, _ in cell.title.text = title }
    list.apply(Snapshot([("display", ["Text size", "Line spacing"])]))
    var steps: [String] = []
    list.on(StepperRow.Action.stepped) { context, value in steps.append("\(context.item) \(Int(value))") }
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 3))
    #expect(pilot.screen[1].hasSuffix("[-] 14 [+]"), "\(pilot.screenText)")
    let plus = try #require(pilot.find("[+]", occurrence: 1))
    pilot.click(at: Point(x: plus.x + 1, y: plus.y))
    #expect(steps == ["Line spacing 15"])
    let minus = try #require(pilot.find("[-]", occurrence: 0))
    pilot.click(at: Point(x: minus.x + 1, y: minus.y))
    pilot.click(at: Point(x: minus.x + 5, y: minus.y))  // the value itself: no step
    #expect(steps == ["Line spacing 15", "Text size 13"])
    pilot.press(.right)
    pilot.press(.character("+"))
    pilot.press(.character("+"))
    pilot.press(.character("+"))
    pilot.press(.right)
    #expect(steps.last == "Text size 16", "at the top of the range it stops: no event past it")
    #expect(steps.count == 5)
    pilot.press(.left)
    pilot.press(.character("-"))
    #expect(steps.suffix(2) == ["Text size 15", "Text size 14"])
    #expect(pilot.screen[0].hasSuffix("[-] 14 [+]"))
  }

  @Test("A stepper that wraps goes on from the other end; Enter steps up")
  func wrapping() {
    let stepper = Stepper(value: 2, in: 0...3)
    stepper.wraps = true
    var values: [Double] = []
    stepper.on(.valueChanged) { values.append($0.value) }
    let pilot = Pilot(rootView: stepper, size: Size(width: 12, height: 1))
    pilot.application.focus(stepper)
    pilot.press(.enter)
    pilot.press(.enter)
    pilot.press(.left)
    #expect(values == [3, 0, 3])
    stepper.isEnabled = false
    pilot.press(.enter)
    #expect(values == [3, 0, 3], "a disabled stepper does not step")
  }

  @Test("A value set out of the range, or NaN, leaves a slider and a stepper within their range and drawable")
  func valuesStayInRange() {
    let slider = Slider(value: .nan, in: 0...10)
    let stepper = Stepper(value: 99, in: 0...10)
    #expect(slider.value == 0, "NaN at creation starts at the range's lower end")
    #expect(stepper.value == 10)
    slider.value = 4
    slider.value = .nan
    stepper.value = .nan
    #expect(slider.value == 4, "NaN is ignored")
    #expect(stepper.value == 10)
    slider.value = -.infinity
    stepper.value = -3
    #expect(slider.value == 0)
    #expect(stepper.value == 0)
    slider.step = .nan
    slider.move(by: 1)
    #expect(slider.value == 0, "a NaN step moves nothing")
    let row = VStack(slider, stepper)
    let pilot = Pilot(rootView: row, size: Size(width: 14, height: 2))
    #expect(pilot.screen[0].hasPrefix("[---") && !pilot.screen[0].contains("="), "\(pilot.screenText)")
    #expect(pilot.screen[1].hasPrefix("[-]"))
  }

  @Test("A slider's steps land on its grid however many are taken: 0.1 stepped eight times is 0.8")
  func sliderStepsStayOnTheGrid() {
    let slider = Slider()
    var values: [Double] = []
    for _ in 0..<10 {
      slider.move(by: 1)
      values.append(slider.value)
    }
    #expect(values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
    slider.move(by: -7)
    #expect(slider.value == 0.3)
    let percent = Slider(value: 0, in: 0...100, step: 2.5)
    percent.move(by: 3)
    #expect(percent.value == 7.5)
    let offGrid = Slider(value: 0.55)
    offGrid.move(by: 1)
    #expect(abs(offGrid.value - 0.65) < 1e-12, "a value off the grid moves by a step")
  }

  @Test("Setting a slider or a stepper to the value it has leaves nothing to draw")
  func sameValueDrawsNothing() {
    let slider = Slider(value: 0.5)
    let stepper = Stepper(value: 5, in: 0...5)
    let pilot = Pilot(rootView: VStack(slider, stepper), size: Size(width: 14, height: 2))
    _ = pilot.screen
    #expect(!pilot.application.needsRedraw)
    slider.value = 0.5
    stepper.value = 5
    stepper.value = 9
    #expect(!pilot.application.needsRedraw, "no value changed: 9 is clamped to 5, which it was")
    slider.value = 0.6
    #expect(pilot.application.needsRedraw)
  }

  @Test("A focused slider or stepper in a row takes Left and Right only: Up, Down and Tab still move the focus")
  func passesOtherKeys() {
    final class LevelRow: TableCell, Reusable {
      let level = Slider()
      let count = Stepper(value: 1, in: 0...9)
      override func cellDidLoad() { contentView.add(level, count) }
    }
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(LevelRow.self) { _, _, _ in }
    list.apply(Snapshot([("levels", ["a", "b", "c"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 4))
    pilot.application.focus(table)
    _ = pilot.screen
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? LevelRow
    #expect(table.focusedControl === first?.level)
    pilot.press(.down)
    #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0), "Down on a slider moves to the next row")
    pilot.press(.tab)
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? LevelRow
    #expect(table.focusedControl === second?.count, "Tab on a slider goes to the next control")
    pilot.press(.down)
    #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0), "Down on a stepper moves to the next row")
  }
}
