#if canImport(XCTest)
  import XCTest

  /// L1 with real taps: in edit mode with one selection, UIKit deselects the selected row itself
  /// when another is tapped, and reports it; CellKit must not take that report for a tap on the
  /// old row: the handlers are told of each tap once, in order.
  final class EditModeChecksUITests: XCTestCase {
    @MainActor
    func testATapOnAnotherRowReplacesTheSelectionOnce() {
      continueAfterFailure = false
      let app = XCUIApplication()
      app.launch()
      let log = app.staticTexts["log"]
      app.staticTexts["Row 1"].tap()
      XCTAssertTrue(log.waitForExistence(timeout: 10))
      XCTAssertEqual(log.value as? String, "select 1")
      app.staticTexts["Row 3"].tap()
      XCTAssertEqual(log.value as? String, "select 1, deselect 1, select 3")
    }
  }
#endif
