@_spi(CellKitPlatform) import CellKit
import Foundation
import Testing

@MainActor
final class Owner {
  var calls = 0
}

@MainActor
@Suite("Control handlers")
struct ControlTests {
  @Test("The sender is typed as the control's own type, and handlers run in registration order")
  func typedSenderAndOrder() {
    let toggle = TestSwitch()
    var log: [String] = []
    toggle.on(.valueChanged) { sender in log.append("first \(sender.isOn)") }
    toggle.on(.valueChanged) { sender in log.append("second \(sender.isOn)") }
    toggle.on(.primaryActionTriggered) { _ in log.append("primary") }
    toggle.flip()
    #expect(log == ["first true", "second true"])
  }

  @Test("Tokens remove one handler; removal per event and of all handlers")
  func removal() {
    let toggle = TestSwitch()
    var log: [Int] = []
    let one = toggle.on(.valueChanged) { _ in log.append(1) }
    toggle.on(.valueChanged) { _ in log.append(2) }
    toggle.on([.valueChanged, .touchDown]) { _ in log.append(3) }
    one.remove()
    one.remove()
    toggle.flip()
    #expect(log == [2, 3])
    toggle.removeHandlers(for: .valueChanged)
    toggle.flip()
    toggle.sendEvents(.touchDown)
    #expect(log == [2, 3, 3])
    toggle.removeAllHandlers()
    toggle.sendEvents(.allEvents)
    #expect(log == [2, 3, 3])
    #expect(toggle.handlers.count() == 0)
  }

  @Test("A handler removed while handlers run is not called; one added waits for the next event")
  func mutationWhileCalling() {
    let toggle = TestSwitch()
    var log: [String] = []
    var second: HandlerToken?
    toggle.on(.valueChanged) { sender in
      log.append("first")
      second?.remove()
      sender.on(.valueChanged) { _ in log.append("late") }
    }
    second = toggle.on(.valueChanged) { _ in log.append("second") }
    toggle.flip()
    #expect(log == ["first"])
    toggle.flip()
    #expect(log == ["first", "first", "late"])
  }

  @Test("An owner is held weakly, passed in, and its handlers go when it does")
  func weakOwner() {
    let toggle = TestSwitch()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      toggle.on(.valueChanged, owner: owner) { owner, _ in owner.calls += 1 }
      toggle.flip()
      #expect(owner.calls == 1)
    }
    #expect(weakOwner == nil)
    toggle.flip()
    #expect(toggle.handlers.count() == 0)
  }

  @Test("Handlers registered while configuring a cell end with its reuse: none pile up in 1,000 cycles")
  func reuseScoped() {
    let cell = TestCell()
    let permanent = cell.toggle.handlers.count()
    var fired = 0
    for cycle in 0..<1_000 {
      cell.reuseScope.end()
      cell.reuseScope.configuring {
        cell.toggle.on(.valueChanged) { _ in fired += 1 }
      }
      if cycle % 100 == 0 {
        let before = fired
        cell.toggle.flip()
        #expect(fired == before + 1)
      }
    }
    #expect(cell.toggle.handlers.count() == permanent + 1)
    #expect(cell.reuseScope.handlerCount == 1)
  }

  @Test("Reconfiguring ends the previous configuration's handlers before the new ones are added")
  func reconfiguring() {
    let cell = TestCell()
    var log: [String] = []
    cell.reuseScope.reconfiguring { cell.toggle.on(.valueChanged) { _ in log.append("first") } }
    cell.reuseScope.reconfiguring { cell.toggle.on(.valueChanged) { _ in log.append("second") } }
    cell.toggle.flip()
    #expect(log == ["second"])
  }

  @Test("The global observer sees every event with the routed location")
  func globalObserver() {
    ControlEventCenter.isolated {
      let host = TestHost()
      let cell = TestCell()
      host.show(cell, at: IndexPath(row: 4, section: 2))
      let loose = TestSwitch()
      var seen: [(ControlEvents, ActionLocation?)] = []
      let token = ControlEventCenter.addObserver { record in seen.append((record.events, record.location)) }
      defer { token.remove() }
      cell.toggle.flip()
      loose.sendEvents(.touchDown)
      #expect(seen.count == 2)
      #expect(seen.first?.0 == .valueChanged)
      #expect(seen.first?.1 == .item(IndexPath(row: 4, section: 2)))
      #expect(seen.last?.0 == .touchDown)
      #expect(seen.last?.1 == nil)
      token.remove()
      loose.sendEvents(.touchDown)
      #expect(seen.count == 2)
    }
  }
  @Test("An isolated scope that suspends keeps its observers across the suspension, and its events to itself")
  func isolatedAcrossSuspensions() async {
    let control = TestSwitch()
    var outer = 0
    await ControlEventCenter.isolated {
      let outerToken = ControlEventCenter.addObserver { _ in outer += 1 }
      defer { outerToken.remove() }
      let inner = await ControlEventCenter.isolated {
        var inner = 0
        let token = ControlEventCenter.addObserver { _ in inner += 1 }
        defer { token.remove() }
        await Task.yield()
        control.sendEvents(.touchDown)
        await Task.yield()
        control.sendEvents(.touchDown)
        return inner
      }
      control.sendEvents(.valueChanged)
      #expect(inner == 2)
    }
    #expect(outer == 1)
  }

  @Test("An isolated scope keeps its events from the process's observers, and theirs from it")
  func isolatedObservers() {
    ControlEventCenter.isolated {
      var outer = 0
      let outerToken = ControlEventCenter.addObserver { _ in outer += 1 }
      defer { outerToken.remove() }
      let control = TestSwitch()
      var inner = 0
      ControlEventCenter.isolated {
        let innerToken = ControlEventCenter.addObserver { _ in inner += 1 }
        defer { innerToken.remove() }
        control.sendEvents(.touchDown)
        control.sendEvents(.touchDown)
      }
      control.sendEvents(.valueChanged)
      #expect(inner == 2)
      #expect(outer == 1)
    }
  }
}
