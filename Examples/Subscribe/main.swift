import CellKit
import CellKitTerminal
import Foundation

let usage = """
  USAGE: subscribe [--rows N] [--seed S] [--descriptions]

  A list of YouTubers with a Subscribe button and a notifications switch in every row, built with
  CellKit. Every tap reaches the right YouTuber, however the list changes underneath.

  Each row loads its channel's subscriber count from a simulated service (20–400 ms, about one load
  in twelve fails: press "retry"); rows about to scroll into view are prefetched, and loads for
  rows scrolled away are cancelled. A channel's count is a pure function of its name, so any
  screen can be checked: (the sum of the name's UTF-8 bytes × 7,919) mod 1,000,000.

  OPTIONS:
    --rows N        Fill the list with N generated YouTubers across six categories
                    (default: the YouTubers of the original article, by category).
    --seed S        Seed for generated names, shuffles and load times, to repeat a session
                    (default: 1).
    --descriptions  Show each channel's description under its name, wrapped; the rows grow
                    to fit it (self-sizing rows).
    --screenshot FILE  Draw the screen without a terminal and write it to FILE as an SVG
                    picture, after pressing --keys and letting the counts load.
    --record FILE   The same, writing every frame to FILE as an asciicast v2 recording.
    --size WxH      The screen's size for --screenshot and --record (default: 100x30).
    --keys K,K,...  Keys to press first, by name: Down, Up, Enter, Tab, PageDown, Esc, space,
                    or a character (for example --keys Down,Down,Enter).
    -h, --help      Show this help.

  KEYS:
    Up/Down, Tab/Shift-Tab, Left/Right   move between rows and the controls in a row
    PageUp/PageDown, Home/End            move by a page, to the top or bottom
    Enter or Space                       press the highlighted button or switch
    a  Add a YouTuber at the top     s  Shuffle rows within and across sections
    e  Edit: Enter or Space selects rows, "Delete (N)" in the bar deletes them
    Alt+Up/Alt+Down  move the focused row (the mouse drags rows too)
    /  Filter by name: type to narrow the list; Enter or Down goes back to the list with the
       filter on, Esc clears and closes it. Selection and focus stay on their channels.
    .  The focused row's action menu: its controls by name (Subscribe, Notifications) and its
       row actions (Mute, Delete); Up/Down pick one, Enter runs it, Esc closes the menu
    g  Switch between the table and a grid of cards (same channels, focus and selection);
       the grid's columns follow the terminal's width
    c  Collapse the focused row's section   x  Expand every section
    A click on a section's header, or Enter on it (Up from its first row), collapses or expands it.
    Left on a row's first control (or a right-click)  reveal its actions, Mute and Delete;
                 Left picks one, Enter runs it, Right or Esc hides them
    q or Ctrl-C  Quit
  The mouse clicks anything, and the wheel scrolls.

  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("subscribe: \(message)\n".utf8))
  exit(2)
}

var rows: Int?
var seed: UInt64 = 1
var descriptions = false
var output: (path: String, isRecording: Bool)?
var size = Size(width: 100, height: 30)
var keys: [Key] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  case "--rows":
    guard let value = arguments.popFirst().flatMap(Int.init), value >= 0 else {
      fail("--rows needs a whole number of rows, 0 or more (for example --rows 1000000).")
    }
    rows = value
  case "--descriptions":
    descriptions = true
  case "--seed":
    guard let value = arguments.popFirst().flatMap(UInt64.init) else {
      fail("--seed needs a whole number, 0 or more (for example --seed 7).")
    }
    seed = value
  case "--screenshot", "--record":
    guard let path = arguments.popFirst() else {
      fail("\(argument) needs a file to write (for example \(argument) out).")
    }
    output = (path, argument == "--record")
  case "--size":
    let parts = arguments.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
      fail("--size needs a width and a height in columns and rows (for example --size 100x30).")
    }
    size = Size(width: parts[0], height: parts[1])
  case "--keys":
    for name in arguments.popFirst()?.split(separator: ",") ?? [] {
      guard let key = Key(named: String(name)) else {
        fail("--keys: no key is named '\(name)'. Use Down, Up, Enter, Tab, PageDown, Esc, space or one character.")
      }
      keys.append(key)
    }
  default:
    fail("unknown option '\(argument)'. Run subscribe --help for the options.")
  }
}

/// Sets up the demo's application: focus and key commands.
@MainActor
func configure(_ application: Application, for controller: SubscriptionsController) {
  controller.application = application
  application.focus(controller.table)
  application.addKeyCommand(.character("a")) { controller.add() }
  application.addKeyCommand(.character("s")) { controller.shuffle() }
  application.addKeyCommand(.character("e")) { controller.editItem.activate() }
  application.addKeyCommand(.character("g")) { controller.toggleGrid() }
  application.addKeyCommand(.character("c")) { controller.collapseFocusedSection() }
  application.addKeyCommand(.character("x")) { controller.expandAll() }
  application.addKeyCommand(.character("/")) { controller.beginFiltering() }
  application.addKeyCommand(.escape) { controller.endFiltering() }
  application.addKeyCommand(.character("q")) { application.quit() }
}

let controller = SubscriptionsController(rows: rows, seed: seed, descriptions: descriptions)
if let output {
  try await drawHeadless(controller, size: size, pressing: keys, to: output.path, recording: output.isRecording)
  exit(0)
}
do {
  let application = Application(rootView: controller.rootView)
  configure(application, for: controller)
  if ProcessInfo.processInfo.environment["CELLKIT_CRASH_AFTER"] != nil {
    application.schedule(after: .milliseconds(Int(ProcessInfo.processInfo.environment["CELLKIT_CRASH_AFTER"]!) ?? 0)) {
      fatalError("CELLKIT_CRASH_AFTER asked subscribe to crash, to test that the terminal is restored.")
    }
  }
  do {
    try await application.run()
  } catch let error as TerminalError {
    fail(error.description)
  } catch {
    fail("\(error)")
  }
}
