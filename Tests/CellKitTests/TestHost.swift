@_spi(CellKitPlatform) import CellKit
import Foundation

/// A control for unit tests of the core, standing in for a button or a switch.
@MainActor
final class TestSwitch: Control {
  static var primaryEvent: ControlEvents { .valueChanged }
  let handlers = ControlHandlers()
  var isOn = false
  weak var cell: TestCell?

  var enclosingActionSender: (any ActionSender)? { cell }

  func flip() {
    isOn.toggle()
    sendEvents(.valueChanged)
  }
}

/// A cell for unit tests of the core.
@MainActor
final class TestCell: ActionCell, ReuseScoped {
  enum Action: CellAction, Equatable {
    case tapped
    case toggled(Bool)
    case rated(stars: Int, comment: String)
  }

  let reuseScope = ReuseScope()
  let toggle = TestSwitch()
  weak var host: TestHost?
  var actionHost: (any ActionHost)? { host }

  init() {
    toggle.cell = self
    toggle.sends(Action.toggled, from: self) { toggle in toggle.isOn }
  }
}

/// A minimal list host: a fixed number of rows per section, cells kept in a dictionary, and a
/// reuse registry. Enough to test the core without a real host.
@MainActor
final class TestHost: ActionHost {
  let actions = ActionRouter()
  let registry = ReuseRegistry<AnyObject>()
  private(set) var shown: [ObjectIdentifier: (cell: TestCell, indexPath: IndexPath)] = [:]

  init() {
    actions.attach(to: self)
  }

  func location(of view: any ActionSender) -> ActionLocation? {
    shown[ObjectIdentifier(view)].map { .item($0.indexPath) } ?? senders[ObjectIdentifier(view)].map { .item($0) }
  }

  /// Views of other types shown, by where they are.
  private var senders: [ObjectIdentifier: IndexPath] = [:]

  /// Shows a view of any type at `indexPath`.
  func showSender(_ view: any ActionSender, at indexPath: IndexPath = IndexPath(row: 0, section: 0)) {
    senders[ObjectIdentifier(view)] = indexPath
  }

  /// Shows `cell` at `indexPath`.
  func show(_ cell: TestCell, at indexPath: IndexPath) {
    cell.host = self
    shown[ObjectIdentifier(cell)] = (cell, indexPath)
  }

  /// Takes `cell` off the host.
  func remove(_ cell: TestCell) {
    shown[ObjectIdentifier(cell)] = nil
  }
}
