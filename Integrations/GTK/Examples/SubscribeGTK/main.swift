import CellKitGTK
import Foundation

// The Subscribe demo in a GTK 4 window: the same YouTubers, Subscribe button and notifications
// switch in every row as the terminal demo, on a GtkListView that recycles its rows.
//
//   swift run subscribe-gtk [--rows N] [--seed S]

let arguments = CommandLine.arguments
func value(of option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let rows = value(of: "--rows").flatMap(Int.init)
let seed = value(of: "--seed").flatMap(UInt64.init) ?? 42

let application = Application(id: "org.cellkit.SubscribeGTK")
var screen: SubscriptionsWindow?
let status = application.run { application in
  Application.addStyleSheet(SubscriptionsWindow.styleSheet)
  let subscriptions = SubscriptionsWindow(rows: rows, seed: seed)
  screen = subscriptions
  application.add(subscriptions.window)
  subscriptions.window.present()
}
exit(status)
