import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Whole-screen checks (CellKitTesting)")
struct ScreenExpectationTests {
  /// Two rows under a header. The screen holds the list adapter, so it is kept for the whole test.
  func twoRows() -> YoutuberScreen {
    YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 40, height: 6))
  }

  @Test("The screen as it is passes, with trailing spaces and empty bottom rows left out")
  func equalScreenPasses() {
    let screen = twoRows()
    let pilot = screen.pilot
    pilot.expectScreen([
      " Section 0",
      "› Youtuber 0-0       [ Subscribe ] [off]",
      "  Youtuber 0-1       [ Subscribe ] [off]",
    ])
  }

  @Test("One character off anywhere fails, naming the row with both versions and printing the screen")
  func oneCharacterOffFails() {
    let screen = twoRows()
    let pilot = screen.pilot
    withKnownIssue {
      pilot.expectScreen([
        " Section 0",
        "› Youtuber 0-0       [ Subscribe ] [off]",
        "  Youtuber 0-1       [ Subscribe ] [on]",
      ])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("in 1 row(s)") && text.contains("   2 −   Youtuber 0-1       [ Subscribe ] [on]")
        && text.contains("   2 +   Youtuber 0-1       [ Subscribe ] [off]")
        && text.contains(#"  "  Youtuber 0-1       [ Subscribe ] [off]","#)
    }
  }

  @Test("A missing row, or an extra one, fails")
  func rowCountMatters() {
    let screen = twoRows()
    let pilot = screen.pilot
    withKnownIssue { pilot.expectScreen([" Section 0", "› Youtuber 0-0       [ Subscribe ] [off]"]) }
    withKnownIssue {
      pilot.expectScreen([
        " Section 0", "› Youtuber 0-0       [ Subscribe ] [off]", "  Youtuber 0-1       [ Subscribe ] [off]", "more",
      ])
    }
  }

  @Test(
    "A missing golden file is recorded and fails once; the next check passes; a differing screen is saved as a picture")
  func goldenFileIsRecordedThenChecked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let testFile = folder.appendingPathComponent("SomeTests.swift").path
    let screen = twoRows()
    let pilot = screen.pilot

    withKnownIssue { pilot.expectScreen(matching: "two-rows", filePath: testFile) }
    let recorded = try String(
      contentsOf: folder.appendingPathComponent("Screens/two-rows.txt"), encoding: .utf8)
    #expect(recorded == pilot.screenText + "\n")
    pilot.expectScreen(matching: "two-rows", filePath: testFile)

    pilot.press(.down)
    withKnownIssue {
      pilot.expectScreen(matching: "two-rows", filePath: testFile)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("two-rows.actual.svg")
    }
    let picture = try String(
      contentsOf: folder.appendingPathComponent("Screens/two-rows.actual.svg"), encoding: .utf8)
    #expect(picture.hasPrefix("<svg") && picture.contains("Youtuber 0-0"))
  }
}
