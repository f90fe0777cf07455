import CellKitGTK
import Foundation

// The task table in a GTK 4 window: the terminal example's tasks, columns and handlers on a
// GtkColumnView, sorted by a click on a header.
//
//   swift run tasks-gtk

let application = Application(id: "org.cellkit.TasksGTK")
var screen: TasksWindow?
let status = application.run { application in
  Application.addStyleSheet(TasksWindow.styleSheet)
  let tasks = TasksWindow()
  screen = tasks
  application.add(tasks.window)
  tasks.window.present()
}
exit(status)
