@_spi(CellKitPlatform) import CellKit
import Foundation
import Testing

@Suite("A snapshot's messages for index paths it does not have")
struct SnapshotMessagesTests {
  let snapshot = Snapshot([("Friends", ["Ann", "Bo"]), ("Family", ["Cy"])])

  @Test("The message names the index path and what the section or the snapshot has")
  func messages() {
    #expect(
      snapshot.missingItem(IndexPath(row: 2, section: 0))
        == "The snapshot has no item at [0, 2]: section 0 has 2 items (0..<2).")
    #expect(
      snapshot.missingItem(IndexPath(row: 0, section: 5))
        == "The snapshot has no item at [5, 0]: it has 2 sections (0..<2).")
  }

  @Test("Reading an item out of range stops with that message, not a bare index error")
  func stops() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let snapshot = Snapshot([("Friends", ["Ann", "Bo"])])
      _ = snapshot[IndexPath(row: 2, section: 0)]
    }.map { result in
      #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("section 0 has 2 items"))
    }
  }
}

@Suite("A snapshot built as Apple's diffable snapshot is")
struct SnapshotLikeApplesTests {
  @Test("appendSections then appendItems(_:toSection:) by identity fill the sections named")
  func byIdentity() {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["Friends", "Family"])
    snapshot.appendItems(["Cy"], toSection: "Family")
    snapshot.appendItems(["Ann", "Bo"], toSection: "Friends")
    snapshot.appendItems(["Di"])
    #expect(snapshot.sections == ["Friends", "Family"])
    #expect(snapshot.items == [["Ann", "Bo"], ["Cy", "Di"]])
  }

  @Test("appendItems to a section the snapshot does not have stops, saying to append it first")
  func unknownSection() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["Friends"])
      snapshot.appendItems(["Ann"], toSection: "Family")
    }.map { result in
      #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("Append the section first"))
    }
  }
}
