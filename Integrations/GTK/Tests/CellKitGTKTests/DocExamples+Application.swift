import CellKitGTK
import Foundation

extension DocExamples {
  static func application() -> Never {
    let app = Application(id: "org.example.Subscribe")
    exit(
      app.run { app in
        let window = Window(title: "Subscriptions")
        app.add(window)
        window.present()
      })
  }
}
