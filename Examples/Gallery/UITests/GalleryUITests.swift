import XCTest

/// The iOS gallery under real touches on the iOS Simulator: a Subscribe button in a reused cell
/// tapped after the rows were shuffled by a bar button item's closure, and an alert button whose
/// handler (`UIAlertAction(title:style:owner:handler:)`) finds the channel where it is then.
final class GalleryUITests: XCTestCase {
  @MainActor
  func testSubscribeAfterShuffleThenUnsubscribeFromTheAlert() {
    continueAfterFailure = false
    let app = XCUIApplication()
    app.launch()
    app.staticTexts["Subscriptions"].tap()
    let table = app.tables.firstMatch
    let row = table.cells.containing(.button, identifier: "Subscribe").firstMatch
    XCTAssertTrue(row.exists, "a channel not subscribed to yet")
    let name = row.staticTexts.firstMatch.label

    app.navigationBars.buttons["Shuffle"].tap()
    let channel = table.cells.containing(.staticText, identifier: name).firstMatch
    scroll(table, toShow: channel)
    channel.buttons["Subscribe"].tap()
    let subscribed = app.alerts["Subscribed!"]
    XCTAssertTrue(subscribed.waitForExistence(timeout: 10), "the Subscribe button's handler presents an alert")
    XCTAssertTrue(subscribed.staticTexts["Subscribed to \(name)"].exists, "the alert names the row tapped")
    subscribed.buttons["OK"].tap()

    channel.buttons["Subscribed"].tap()
    let unsubscribe = app.alerts["Unsubscribe?"]
    XCTAssertTrue(unsubscribe.waitForExistence(timeout: 10), "a subscribed channel asks before unsubscribing")
    unsubscribe.buttons["Unsubscribe"].tap()
    XCTAssertTrue(
      channel.buttons["Subscribe"].waitForExistence(timeout: 10), "the alert's handler unsubscribed the channel")
  }

  /// Scrolls `table` until `element` can be tapped: down a screen at a time, then back up.
  @MainActor
  private func scroll(_ table: XCUIElement, toShow element: XCUIElement) {
    for _ in 0..<10 where !element.isHittable { table.swipeUp() }
    for _ in 0..<20 where !element.isHittable { table.swipeDown() }
    XCTAssertTrue(element.isHittable, "the shuffled row is on screen")
  }
}
