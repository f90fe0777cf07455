import CellKit
import CellKitTerminal
import ExampleSupport
import Foundation

let usage = """
  USAGE: settings [--screenshot FILE] [--size WxH] [--keys K,K,...]

  A settings screen built with CellKit: sections of switches, a slider, a stepper and text fields
  in rows, each section with a footer that explains its current values. "Allow notifications"
  reveals the two rows below it, and hides them when it is turned off.

  OPTIONS:
    --screenshot FILE  Draw the screen without a terminal, after pressing --keys, and write it
                       to FILE as an SVG picture.
    --size WxH         The screen's size for --screenshot (default: 80x24).
    --keys K,K,...     Keys to press first, by name: Down, Up, Enter, Tab, Left, Right, space,
                       or a character (for example --keys Down,Enter).
    -h, --help         Show this help.

  KEYS:
    Up/Down, Tab/Shift-Tab   move between the settings
    Enter or Space           flip a switch, step a stepper up
    Left/Right               move a slider, step a stepper (or - and +)
    type                     into a text field; the footer follows as you type
    Esc                      leave a text field, for the first setting
    q or Ctrl-C              quit (from a text field, Esc first)
  The mouse clicks anything: a switch, the slider, [-] and [+].

  """

func fail(_ message: String) -> Never { ExampleCommandLine.fail("settings", message) }

let commandLine = ExampleCommandLine(name: "settings", usage: usage, size: Size(width: 80, height: 24))
let controller = SettingsController()

/// Focus on the first setting; Esc leaves a text field for the first setting, q quits (a text
/// field takes the q otherwise).
@MainActor
func configure(_ application: Application) {
  application.focus(controller.table)
  application.addKeyCommand(.escape) { controller.table.focusRow(at: IndexPath(row: 0, section: 0)) }
  application.addKeyCommand(.character("q")) { application.quit() }
}

if let screenshot = commandLine.output {
  let pilot = Pilot(rootView: controller.rootView, size: commandLine.size)
  configure(pilot.application)
  for key in commandLine.keys { pilot.press(key) }
  try pilot.application.currentFrame.svg(title: "settings").write(toFile: screenshot, atomically: true, encoding: .utf8)
  exit(0)
}
do {
  let application = Application(rootView: controller.rootView)
  configure(application)
  try await application.run()
} catch let error as TerminalError {
  fail(error.description)
}
