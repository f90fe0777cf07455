import CellKit
import CellKitTerminal
import ExampleSupport
import Foundation

let usage = """
  USAGE: inbox [--screenshot FILE] [--size WxH] [--keys K,K,...]

  A mail inbox built with CellKit: messages in sections by day, unread and read rows drawn by
  different cell classes (opening a message marks it read), row actions to archive, flag and
  delete, edit mode to select several messages for a bulk action, days that collapse, a search
  as you type, and avatars loaded by cell tasks.

  OPTIONS:
    --screenshot FILE  Draw the screen without a terminal, after pressing --keys and letting the
                       avatars load, and write it to FILE as an SVG picture.
    --size WxH         The screen's size for --screenshot (default: 90x26).
    --keys K,K,...     Keys to press first, by name: Down, Up, Enter, Left, Esc, space, or a
                       character (for example --keys Down,Enter).
    -h, --help         Show this help.

  KEYS:
    Up/Down, PageUp/PageDown, Home/End   move between messages (and onto a day's header)
    Enter or a click                     open the message (it is read from then on); on a day's
                                         header, collapse or expand the day
    Left (or a right-click)              the row's actions: Archive, Flag, Delete; Left picks one,
                                         Enter runs it, Right or Esc hides them
    e                                    edit: Enter or Space selects messages, then "Mark read (N)"
                                         (r) or "Archive (N)" (a) in the bar; e again leaves
    /                                    search senders and subjects; Enter goes back to the list,
                                         Esc clears the search
    q or Ctrl-C                          quit

  """

func fail(_ message: String) -> Never { ExampleCommandLine.fail("inbox", message) }

let commandLine = ExampleCommandLine(name: "inbox", usage: usage, size: Size(width: 90, height: 26))

/// Focus on the list, and the inbox's keys.
@MainActor
func configure(_ application: Application, for controller: InboxController) {
  controller.application = application
  application.focus(controller.table)
  application.addKeyCommand(.character("e")) { controller.setEditing(!controller.isEditing) }
  application.addKeyCommand(.character("r")) {
    if controller.isEditing { controller.markSelectedRead() }
  }
  application.addKeyCommand(.character("a")) {
    if controller.isEditing { controller.archiveSelected() }
  }
  application.addKeyCommand(.character("/")) { controller.beginSearch() }
  application.addKeyCommand(.escape) { controller.leaveSearch(clearing: true) }
  application.addKeyCommand(.character("q")) { application.quit() }
}

if let screenshot = commandLine.output {
  // Avatars load at once, so the same keys always draw the same picture.
  let controller = InboxController(avatars: AvatarLoader(instant: true))
  let pilot = Pilot(rootView: controller.rootView, size: commandLine.size)
  configure(pilot.application, for: controller)
  for key in commandLine.keys {
    try await pilot.settle()
    pilot.press(key)
  }
  try await pilot.settle()
  try pilot.application.currentFrame.svg(title: "inbox").write(toFile: screenshot, atomically: true, encoding: .utf8)
  exit(0)
}
do {
  let controller = InboxController()
  let application = Application(rootView: controller.rootView)
  configure(application, for: controller)
  try await application.run()
} catch let error as TerminalError {
  fail(error.description)
}
