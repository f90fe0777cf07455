@_spi(CellKitPlatform) import CellKit
import CellKitTesting
import Foundation
import Testing

/// Actions whose `Mirror` shows nothing, as an app built without reflection metadata sees its own
/// enums: a match that needs reflection cannot find their cases.
enum OpaqueAction: CellAction, Equatable, CustomReflectable {
  case muted(Int)
  case pinned(Int)
  case rated(Double)

  var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}

/// An action that is not `Equatable`, whose cases are told apart by reflection.
enum PlainAction: CellAction {
  case first(Int)
  case second(Int)
}

@MainActor
@Suite("Cases with values")
struct CasePayloadTests {
  @Test("A case sent with its value apart is matched without reflection, and never by another case of the same type")
  func withoutReflection() {
    #expect(CasePayload.extract(OpaqueAction.muted, from: .muted(3), sent: SentValue(3)) == 3)
    #expect(CasePayload.extract(OpaqueAction.pinned, from: .muted(3), sent: SentValue(3)) == nil)
    #expect(
      CasePayload.extract(OpaqueAction.rated, from: .muted(3), sent: SentValue(3)) == nil, "a value of another type")
    #expect(
      CasePayload.extract(OpaqueAction.muted, from: .muted(3), sent: nil) == nil, "sent whole: reflection sees nothing")
  }

  @Test("Sent whole, a value not equal to itself, or an action that is not Equatable: matched by reflection")
  func byReflection() {
    #expect(CasePayload.extract(TestCell.Action.toggled, from: .toggled(true), sent: nil) == true)
    #expect(CasePayload.extract(TestCell.Action.toggled, from: .tapped, sent: nil) == nil)
    #expect(CasePayload.extract(PlainAction.second, from: .second(2), sent: SentValue(2)) == 2)
    #expect(CasePayload.extract(PlainAction.first, from: .second(2), sent: SentValue(2)) == nil)
    enum Slid: CellAction, Equatable { case slid(Double) }
    #expect(CasePayload.extract(Slid.slid, from: .slid(.nan), sent: SentValue(Double.nan))?.isNaN == true)
    #expect(
      CasePayload.extract(OpaqueAction.rated, from: .rated(.nan), sent: SentValue(Double.nan)) == nil,
      "NaN needs reflection")
  }

  @Test("Handlers of a case get its value from every sending form: a control, a cell, SwiftUI content")
  func everyForm() {
    let host = TestHost()
    let other = TestCell()
    host.show(other, at: IndexPath(row: 2, section: 0))
    var seen: [String] = []
    host.on(OpaqueAction.muted) { _, id in seen.append("muted \(id)") }
    host.on(OpaqueAction.pinned) { _, id in seen.append("pinned \(id)") }
    host.on(TestCell.Action.toggled) { context, isOn in seen.append("toggled \(isOn) at \(context.indexPath.row)") }
    let hosted = HostedCell(host: host)
    hosted.send(OpaqueAction.pinned, 7)
    SendCellAction(cell: hosted)(OpaqueAction.muted, 8)
    other.toggle.flip()
    #expect(seen == ["pinned 7", "muted 8", "toggled true at 2"])
  }

  @Test("A case sent whole that reflection cannot read is reported with the way to send it")
  func wholeValueHint() {
    let host = TestHost()
    let cell = HostedCell(host: host)
    var seen: [Int] = []
    host.on(OpaqueAction.muted) { _, id in seen.append(id) }
    let diagnostics = Diagnostics.collecting { cell.send(OpaqueAction.muted(4)) }
    #expect(seen.isEmpty)
    #expect(diagnostics.map(\.kind) == [.unhandledAction])
    #expect(
      diagnostics.first?.message
        == """
        HostedCell sent muted at [0, 0], but no handler or delegate takes it. Register one with \
        `on(OpaqueAction.…)` on the list adapter or host, or set a delegate. A handler of a case with a value \
        (`on(OpaqueAction.caseName)`) takes it sent with the case and the value apart: \
        `send(OpaqueAction.caseName, value)`, or `sends(OpaqueAction.caseName, from: cell) { … }` on a \
        control.
        """)
  }
}

/// A cell of no particular action type, shown by a ``TestHost`` at row 0.
@MainActor
final class HostedCell: ActionSender {
  weak var host: TestHost?
  var actionHost: (any ActionHost)? { host }

  init(host: TestHost) {
    self.host = host
    host.showSender(self)
  }
}
