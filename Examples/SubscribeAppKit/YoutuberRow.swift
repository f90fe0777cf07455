#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  import SwiftUI
  #if canImport(UIKit)
    import CellKitUIKit
  #else
    import CellKitAppKit
  #endif

  /// The row as a SwiftUI view, shown in a cell with `hostContent { … }`. Its button and toggle send
  /// `YoutuberCell`'s actions, so the controller's handlers receive them with the row's index path
  /// and item when they fire, as they do from the cell's own controls.
  struct YoutuberRow: View {
    let youtuber: Youtuber
    @Environment(\.sendCellAction) private var send

    var body: some View {
      HStack {
        Text(youtuber.name)
        Spacer()
        Button(youtuber.isSubscribed ? "Subscribed" : "Subscribe") { send(YoutuberCell.Action.subscribeTapped) }
        Toggle("Notifications", isOn: notifications)
          .labelsHidden()
          .disabled(!youtuber.isSubscribed)
      }
    }

    private var notifications: Binding<Bool> {
      Binding(
        get: { youtuber.notificationsOn },
        set: { isOn in send(YoutuberCell.Action.notificationsToggled, isOn) })
    }
  }
#endif
