import CellKit
import CellKitTerminal
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

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("inbox: \(message)\n".utf8))
  exit(2)
}

var screenshot: String?
var size = Size(width: 90, height: 26)
var keys: [Key] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  case "--screenshot":
    guard let path = arguments.popFirst() else {
      fail("--screenshot needs a file to write (for example --screenshot out.svg).")
    }
    screenshot = path
  case "--size":
    let parts = arguments.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
      fail("--size needs a width and a height in columns and rows (for example --size 90x26).")
    }
    size = Size(width: parts[0], height: parts[1])
  case "--keys":
    for name in arguments.popFirst()?.split(separator: ",") ?? [] {
      guard let key = Key(named: String(name)) else {
        fail("--keys: no key is named '\(name)'. Use Down, Up, Enter, Left, Esc, space or one character.")
      }
      keys.append(key)
    }
  default:
    fail("unknown option '\(argument)'. Run inbox --help for the options.")
  }
}

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

if let screenshot {
  // Avatars load at once, so the same keys always draw the same picture.
  let controller = InboxController(avatars: AvatarLoader(instant: true))
  let pilot = Pilot(rootView: controller.rootView, size: size)
  configure(pilot.application, for: controller)
  for key in keys {
    for _ in 0..<50 { await Task.yield() }
    pilot.press(key)
  }
  for _ in 0..<50 { await Task.yield() }
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
