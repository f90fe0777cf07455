import CellKit
import CellKitTerminal
import Foundation
import Testing

@MainActor
@Suite("Alert")
struct AlertTests {
  func presented(_ log: Box) -> (Pilot, Alert) {
    let pilot = Pilot(rootView: Label("behind"), size: Size(width: 50, height: 12))
    let alert = Alert(title: "Unsubscribe?", message: "Unsubscribe from Dave Lee?")
    alert.addAction(Alert.Action(title: "Cancel", style: .cancel) { action in log.values.append(action.title) })
    alert.addAction(
      Alert.Action(title: "Unsubscribe", style: .destructive) { action in log.values.append(action.title) })
    pilot.application.present(alert)
    return (pilot, alert)
  }

  final class Box {
    var values: [String] = []
  }

  @Test("Shows title, message and buttons, and takes every key while shown")
  func modal() {
    let log = Box()
    let (pilot, _) = presented(log)
    #expect(pilot.screenText.contains("Unsubscribe from Dave Lee?"))
    #expect(pilot.screenText.contains("[ Cancel ]"))
    pilot.press(.character("q"))
    #expect(pilot.application.alerts.count == 1)
    #expect(log.values.isEmpty)
  }

  @Test("A dismissed alert belongs to no application: changing it afterwards redraws nothing")
  func dismissedAlertIsDetached() {
    let log = Box()
    let (pilot, alert) = presented(log)
    #expect(alert.application === pilot.application)
    pilot.press(.enter)
    #expect(pilot.application.alerts.isEmpty)
    #expect(alert.application == nil)
    _ = pilot.screen
    alert.setNeedsDisplay()
    #expect(!pilot.application.needsRedraw, "the gone alert asked the screen to redraw")
  }

  @Test("Right then Enter presses the second button; its handler runs after the alert is gone")
  func keyboard() {
    let log = Box()
    let (pilot, alert) = presented(log)
    pilot.press(.right)
    #expect(alert.highlightedIndex == 1)
    pilot.press(.enter)
    #expect(log.values == ["Unsubscribe"])
    #expect(pilot.application.alerts.isEmpty)
  }

  @Test("Esc presses the cancel button, and a click presses the button under it")
  func escapeAndClick() {
    let log = Box()
    var (pilot, _) = presented(log)
    pilot.press(.escape)
    #expect(log.values == ["Cancel"])
    (pilot, _) = presented(log)
    #expect(pilot.click(on: "[ Unsubscribe ]"))
    #expect(log.values == ["Cancel", "Unsubscribe"])
    #expect(pilot.application.alerts.isEmpty)
  }

  @Test("An action sheet lists its buttons one per line, cancel last; Up, Down, End and Enter pick one")
  func actionSheet() {
    let log = Box()
    let pilot = Pilot(rootView: Label("behind"), size: Size(width: 40, height: 6))
    let sheet = Alert(title: "Dave Lee", preferredStyle: .actionSheet)
    for title in ["Subscribe", "Mute", "Delete"] {
      sheet.addAction(Alert.Action(title: title) { action in log.values.append(action.title) })
    }
    sheet.addAction(Alert.Action(title: "Cancel", style: .cancel) { action in log.values.append(action.title) })
    pilot.application.present(sheet)
    #expect(pilot.screenText.contains("Subscribe") && !pilot.screenText.contains("Cancel"), "six rows show two buttons")
    pilot.press(.end)
    #expect(pilot.screenText.contains("Cancel") && !pilot.screenText.contains("Subscribe"), "the sheet scrolled")
    pilot.press(.home)
    pilot.press(.down)
    pilot.press(.up)
    pilot.press(.up)
    #expect(sheet.highlightedIndex == 3, "Up from the first button wraps to the last")
    pilot.press(.end)
    pilot.press(.up)
    #expect(pilot.screenText.contains("Delete"), "a sheet taller than the screen scrolls to the highlighted button")
    pilot.press(.enter)
    #expect(log.values == ["Delete"])
    #expect(pilot.application.alerts.isEmpty)
  }
}
