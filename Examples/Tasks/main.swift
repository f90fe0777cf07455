import CellKit
import CellKitTerminal
import ExampleSupport
import Foundation

let usage = """
  USAGE: tasks [--screenshot FILE] [--size WxH] [--keys K,K,...]

  A task table built with CellKit: tasks by project in four columns (Task, Priority, Done, Due),
  each sortable by a click on its header, with a switch and a stepper in every row. The status
  line names the task, row and column each switch or stepper reached, however the table is sorted.

  OPTIONS:
    --screenshot FILE  Draw the screen without a terminal, after pressing --keys, and write it
                       to FILE as an SVG picture.
    --size WxH         The screen's size for --screenshot (default: 80x20).
    --keys K,K,...     Keys to press first, by name: Down, Up, Enter, Tab, Left, Right, space,
                       or a character (for example --keys Up,Right,Enter).
    -h, --help         Show this help.

  KEYS:
    Up/Down                  move between the rows; Up from the first row goes to the headers
    Left/Right, Tab          move between the controls of a row (between cells with the cell cursor)
    Enter or Space           on a header: sort by it, then the other way; on a control: use it
    Shift-Left/Right         on a header: narrow or widen its column; on the rows: scroll sideways
    Alt-Left/Right, -        on a header: move its column, hide it
    c                        a cell cursor instead of a row cursor, or back
    h                        hide the done tasks, or show them again
    q or Ctrl-C              quit
  The mouse clicks anything: a header sorts, a separator dragged resizes its column.

  """

func fail(_ message: String) -> Never { ExampleCommandLine.fail("tasks", message) }

let commandLine = ExampleCommandLine(name: "tasks", usage: usage, size: Size(width: 80, height: 20))
let controller = TasksController()

/// Focus on the table; c switches the cursor, h hides done tasks, q quits.
@MainActor
func configure(_ application: Application) {
  application.focus(controller.table)
  application.addKeyCommand(.character("c")) { controller.toggleCursor() }
  application.addKeyCommand(.character("h")) { controller.toggleDone() }
  application.addKeyCommand(.character("q")) { application.quit() }
}

if let screenshot = commandLine.output {
  let pilot = Pilot(rootView: controller.rootView, size: commandLine.size)
  configure(pilot.application)
  for key in commandLine.keys { pilot.press(key) }
  try pilot.application.currentFrame.svg(title: "tasks").write(toFile: screenshot, atomically: true, encoding: .utf8)
  exit(0)
}
do {
  let application = Application(rootView: controller.rootView)
  configure(application)
  try await application.run()
} catch let error as TerminalError {
  fail(error.description)
}
