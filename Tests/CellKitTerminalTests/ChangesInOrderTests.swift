import CellKit
import CellKitTerminal
import Foundation
import Testing

/// The rule of `ChangingTheListFromItsCallbacks.md`: CellKit finishes what it is doing on the host,
/// then makes the app's changes in the order the app made them, wherever that code runs.
@MainActor
@Suite("Changes asked for inside the list's work run in the order asked")
struct ChangesInOrderTests {
  final class NoteCell: TableCell, Reusable {
    let label = Label()
    override func cellDidLoad() { contentView.add(label) }
    override func layoutContent() { label.frame = Rect(x: 0, y: 0, width: contentView.frame.width, height: 1) }
  }

  /// Notes 0–5 in one section, with a row selected whose deletion tells `onDeselect`, and every
  /// configure logged with whether the snapshot applied last has the item.
  func notes() -> (ListAdapter<String, String>, Pilot, Log) {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    let log = Log()
    list.cell(NoteCell.self) { [unowned list] cell, note, _ in
      cell.label.text = note
      log.configured(note, applied: list.snapshot.indexPath(of: note) != nil)
      log.whenConfiguring?(note)
    }
    list.apply(Snapshot([("a", (0..<6).map { "note \($0)" })]))
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 8))
    list.select("note 5")
    return (list, pilot, log)
  }

  final class Log {
    /// Configures of an item the snapshot applied last no longer has.
    var configuredAfterRemoval: [String] = []
    var whenConfiguring: ((String) -> Void)?

    func configured(_ note: String, applied: Bool) {
      if !applied { configuredAfterRemoval.append(note) }
    }
  }

  /// A deselection handler, called while an update is shown, asks for a reconfigure; that
  /// reconfigure's configure closure applies a snapshot without note 2, then asks for note 2 to be
  /// configured again. The apply was asked first, so it is shown first, and note 2, gone by then,
  /// is not configured.
  @Test("An apply, then a reconfigure, asked by a configure closure that queued work runs: the apply shows first")
  func applyThenReconfigureFromDrainedWork() async throws {
    let (list, pilot, log) = notes()
    var armed = false
    list.onDeselect { _, _ in
      armed = true
      list.reconfigureItems(["note 1"])
    }
    log.whenConfiguring = { note in
      guard armed, note == "note 1" else { return }
      armed = false
      var snapshot = list.snapshot
      snapshot.deleteItems(["note 2"])
      list.apply(snapshot)
      list.reconfigureItems(["note 2"])
    }
    var snapshot = list.snapshot
    snapshot.deleteItems(["note 5"])
    list.apply(snapshot)
    try await pilot.settle()
    #expect(
      log.configuredAfterRemoval.isEmpty, "configured after the snapshot removed them: \(log.configuredAfterRemoval)")
    #expect(list.snapshot.items.flatMap { $0 } == ["note 0", "note 1", "note 3", "note 4"])
    #expect(!pilot.screen.joined().contains("note 2"))
  }
}
