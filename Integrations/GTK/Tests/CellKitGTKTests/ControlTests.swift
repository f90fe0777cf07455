import CGTK
import Foundation
import XCTest

@_spi(CellKitPlatform) @testable import CellKitGTK

/// GTK's controls as CellKit controls, in a real GTK 4 (`xvfb-run swift test`): what the user does
/// reaches the handlers with the sender typed as the control; what the program sets does not.
final class ControlTests: XCTestCase {
  override func setUp() {
    super.setUp()
    MainActor.assumeIsolated { _ = gtk_init_check() }
  }

  func testEachControlReportsTheUsersChangeAndNotTheProgramsWithItsOwnType() throws {
    try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "Run on a display: xvfb-run swift test.")
    try MainActor.assumeIsolated {
      var seen: [String] = []
      let button = Button("Go")
      button.on(.primaryActionTriggered) { button in seen.append("button \(button.title)") }
      let check = CheckButton("Check")
      check.on(.valueChanged) { check in seen.append("check \(check.isOn)") }
      let toggle = Switch()
      toggle.on(.valueChanged) { toggle in seen.append("switch \(toggle.isOn)") }
      let scale = Scale(0...10, step: 1, value: 2)
      scale.on(.valueChanged) { scale in seen.append("scale \(scale.value)") }
      let spin = SpinButton(0...10, step: 1, value: 2)
      spin.on(.valueChanged) { spin in seen.append("spin \(spin.value)") }
      let entry = Entry(placeholder: "Name")
      entry.on(.editingChanged) { entry in seen.append("entry \(entry.text)") }
      entry.on(.primaryActionTriggered) { entry in seen.append("entry done \(entry.text)") }
      let window = Window(title: "Controls")
      window.child = Box(.vertical, spacing: 4, button, check, toggle, scale, spin, entry)
      window.present()
      runFrames(of: window)

      // The program's changes: none reported.
      check.isOn = true
      toggle.isOn = true
      scale.value = 7
      spin.value = 7
      entry.text = "typed by code"
      runFrames(of: window)
      XCTAssertEqual(seen, [])

      // The user's: each reported once, by its own type.
      gtk_widget_activate(button.gtkWidget)
      runMainLoop(until: { seen.count >= 1 })  // an activated button shows itself pressed for 250 ms
      gtk_widget_activate(check.gtkWidget)
      gtk_widget_activate(toggle.gtkWidget)
      runMainLoop(until: { seen.count >= 3 })  // a switch turns at the end of its animation
      gtk_adjustment_set_value(gtk_range_get_adjustment(scale.gtkWidget.gtk()), 4)
      gtk_spin_button_spin(spin.gtkWidget.opaque, GTK_SPIN_STEP_FORWARD, 1)
      entry.text = ""
      var position: Int32 = 0
      gtk_editable_insert_text(entry.gtkWidget.opaque, "Ada", -1, &position)
      // Enter in the entry: its text widget activates, and the entry reports it.
      emit("activate", on: UnsafeMutableRawPointer(try XCTUnwrap(gtk_editable_get_delegate(entry.gtkWidget.opaque))))
      runFrames(of: window)
      XCTAssertEqual(
        seen,
        [
          "button Go", "check false", "switch false", "scale 4.0", "spin 8.0", "entry Ada", "entry done Ada",
        ])
      window.close()
    }
  }

  func testAControlInACellIsResolvedOnceForItsHandlerItsCellActionAndTheObservers() throws {
    try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "Run on a display: xvfb-run swift test.")
    try MainActor.assumeIsolated {
      let fixture = try GTKList()
      fixture.list.apply(fixture.snapshot([3, 3]), animatingDifferences: false)
      fixture.settle()
      var handled: [IndexPath] = []
      var observed: [ActionLocation?] = []
      let token = ControlEventCenter.addObserver { record in observed.append(record.location) }
      defer { token.remove() }
      fixture.list.on(NameCell.Action.tapped) { context in handled.append(context.indexPath) }
      let cell = try XCTUnwrap(
        fixture.table.visibleCells.compactMap { $0 as? NameCell }.first { $0.name.text == "Item 5" })
      gtk_widget_activate(cell.button.gtkWidget)
      // An activated button shows itself pressed for 250 ms, then reports.
      runMainLoop(until: { !handled.isEmpty && !observed.isEmpty })
      XCTAssertEqual(handled, [IndexPath(item: 1, section: 1)])
      XCTAssertEqual(observed, [.item(IndexPath(item: 1, section: 1))])
    }
  }
}

/// Runs GTK's main loop until `condition` holds, 5 seconds at most, and returns whether it held.
/// Each turn blocks in GLib until there is something to handle (an event, a timer such as the one
/// that ends a button's pressed look, a frame, the main queue's work): a test waits on GTK, not on
/// the clock. A timer wakes the last turn at the deadline.
@MainActor
@discardableResult
func runMainLoop(until condition: () -> Bool, seconds: Int = 5) -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  let wakeUp = g_timeout_source_new(guint(seconds * 1_000))!
  g_source_set_callback(wakeUp, { _ in 1 }, nil, nil)  // 1: G_SOURCE_CONTINUE
  g_source_attach(wakeUp, nil)
  defer {
    g_source_destroy(wakeUp)
    g_source_unref(wakeUp)
  }
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    g_main_context_iteration(nil, 1)
  }
  return true
}

/// Runs GTK's main loop until `window` has drawn `frames` frames since the call, then handles what
/// is left to do at once. Each frame lays out what changed (a list binds the rows that come into
/// view) and paints it; a tick callback asks for the frames and counts them.
@MainActor
func runFrames(_ frames: Int = 3, of window: Window, file: StaticString = #filePath, line: UInt = #line) {
  let ticks = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  ticks.initialize(to: 0)
  let callback = gtk_widget_add_tick_callback(
    window.gtkWidget,
    { _, _, ticks in
      ticks?.assumingMemoryBound(to: Int.self).pointee += 1
      return 1  // G_SOURCE_CONTINUE: the next frame too
    }, ticks, nil)
  defer {
    gtk_widget_remove_tick_callback(window.gtkWidget, callback)
    ticks.deallocate()
  }
  // A tick starts a frame: past `frames` ticks, `frames` frames were laid out and painted.
  let drawn = runMainLoop(until: { ticks.pointee > frames })
  while g_main_context_iteration(nil, 0) != 0 {}
  if !drawn { XCTFail("the window \"\(window.title)\" drew \(ticks.pointee) frames in 5 s", file: file, line: line) }
}

/// Emits `signal`, which takes no argument and returns nothing, on the GObject `instance`, as GTK
/// does when the user acts (`g_signal_emit_by_name` is variadic, which Swift cannot call).
@MainActor
func emit(_ signal: String, on instance: UnsafeMutableRawPointer) {
  let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
  var value = GValue()
  g_value_init(&value, type)
  g_value_set_object(&value, instance)
  g_signal_emitv(&value, g_signal_lookup(signal, type), 0, nil)
  g_value_unset(&value)
}
