/// Sends the actions of the cell that hosts a piece of content, such as a SwiftUI view, routed with
/// the cell's index path and item when each action fires, exactly like an action a control sends.
///
/// The UIKit and AppKit modules put one in a hosted SwiftUI view's environment; read it there and
/// call it like a function:
///
/// ```swift
/// struct YoutuberRow: View {
///   let youtuber: Youtuber
///   @Environment(\.sendCellAction) private var send
///
///   var body: some View {
///     HStack {
///       Text(youtuber.name)
///       Spacer()
///       Button(youtuber.isSubscribed ? "Subscribed" : "Subscribe") { send(YoutuberCell.Action.subscribeTapped) }
///       Toggle("Notifications", isOn: notifications)
///         .labelsHidden()
///         .disabled(!youtuber.isSubscribed)
///     }
///   }
///
///   private var notifications: Binding<Bool> {
///     Binding(
///       get: { youtuber.notificationsOn },
///       set: { isOn in send(YoutuberCell.Action.notificationsToggled, isOn) })
///   }
/// }
/// ```
///
/// It belongs to one configuration of the cell: once the cell is reused for other content, calling
/// it delivers nothing (a ``Diagnostic`` of kind `undeliveredAction` says so), so a button of a view
/// SwiftUI kept, or a task that outlived the row, never acts on the row the cell shows now.
public struct SendCellAction: Sendable {
  /// The cell and the configuration this value sends for.
  @MainActor
  fileprivate final class Target {
    weak var cell: (any ActionSender)?
    let cellID: ObjectIdentifier
    let configuration: ReuseScope.Configuration?

    init(cell: any ActionSender, configuration: ReuseScope.Configuration?) {
      self.cell = cell
      cellID = ObjectIdentifier(cell)
      self.configuration = configuration
    }
  }

  private let target: Target?

  /// A value that sends nothing, for content no cell hosts (the environment's default): calling it
  /// reports a ``Diagnostic`` of kind `undeliveredAction`.
  package init() {
    target = nil
  }

  /// A value that sends `cell`'s actions while the cell shows the content it is configured with now.
  ///
  /// The UIKit and AppKit modules make one for the content a cell hosts.
  @MainActor
  package init(cell: any ActionSender) {
    target = Target(cell: cell, configuration: (cell as? any ReuseScoped)?.reuseScope.configuration)
  }

  /// Sends `action` from the cell, resolved now: the handlers receive the cell's current index path
  /// and item, and no sender.
  ///
  /// - Complexity: O(1) to resolve the location, plus the handlers registered for this action type.
  @MainActor
  public func callAsFunction(_ action: some CellAction) {
    cell(sending: action)?.send(action)
  }

  /// Sends a case that carries a value, with the case and the value apart, as
  /// ``ActionSender/send(_:_:sender:)`` does: `send(YoutuberCell.Action.notificationsToggled, isOn)`.
  ///
  /// - Complexity: O(1) to resolve the location, plus the handlers registered for this action type.
  @MainActor
  public func callAsFunction<Action: CellAction, Value>(_ embed: (Value) -> Action, _ value: Value) {
    cell(sending: embed(value))?.send(embed, value)
  }

  /// The cell to send `action` from, or nil, with a diagnostic, when there is none or it shows other
  /// content now.
  @MainActor
  private func cell(sending action: some CellAction) -> (any ActionSender)? {
    guard let target else {
      Diagnostics.report(
        Diagnostic(
          .undeliveredAction,
          """
          \(action) was sent from content no CellKit cell hosts, so it was not delivered. Show the \
          content with the cell's `hostContent { … }`, which puts the cell's `sendCellAction` in \
          its environment.
          """))
      return nil
    }
    guard let cell = target.cell else {
      Diagnostics.report(
        Diagnostic(
          .undeliveredAction,
          """
          \(action) was sent from content whose cell no longer exists (the list that showed it is gone), so \
          it was not delivered. Work the content started outlived its cell: start it with SwiftUI's \
          `.task { … }`, which ends when the view goes, or stop it when the list is closed.
          """))
      return nil
    }
    guard target.configuration?.isCurrent ?? true else {
      cell.reportStale(action)
      return nil
    }
    return cell
  }

  /// The identity of the content this value sends for: the same while the cell is configured
  /// again for the same item, different once it shows other content. Hosts give it to the hosted
  /// view as its identity, so SwiftUI starts its state and tasks afresh for other content.
  package var contentIdentity: ContentIdentity { ContentIdentity(target: target) }

  /// See ``contentIdentity``. It holds the configuration, so two identities alive together never
  /// share an address.
  package struct ContentIdentity: Hashable, Sendable {
    fileprivate let target: Target?

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.target?.configuration === rhs.target?.configuration && lhs.target?.cellID == rhs.target?.cellID
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(target?.cellID)
      hasher.combine(target?.configuration.map(ObjectIdentifier.init))
    }
  }
}
