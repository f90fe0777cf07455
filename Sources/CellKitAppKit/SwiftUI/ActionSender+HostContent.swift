#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(SwiftUI)
  import AppKit
  import SwiftUI

  extension ActionSender where Self: NSView {
    /// Shows `content`, a SwiftUI view, filling this cell (or header or footer) view, with the
    /// cell's `sendCellAction` in its environment.
    ///
    /// Call it while configuring the cell; here the list shows SwiftUI rows while a flag of the
    /// controller says so:
    ///
    /// ```swift
    /// list.cell(YoutuberRowCell.self, when: { [weak self] _ in self?.showsSwiftUIRows == true }) { cell, youtuber, _ in
    ///   cell.hostContent { YoutuberRow(youtuber: youtuber) }
    /// }
    /// ```
    ///
    /// The content keeps its SwiftUI state and tasks while the cell is configured again for the same
    /// item; once the cell shows another item it is a new view to SwiftUI (its state starts afresh,
    /// its `task`s are cancelled) and actions sent by the old one are not delivered.
    ///
    /// - Parameter content: The view to show.
    public func hostContent<Content: View>(@ViewBuilder _ content: () -> Content) {
      hostSwiftUI(content(), for: self, in: self)
    }
  }

  extension ActionSender where Self: NSCollectionViewItem {
    /// Shows `content`, a SwiftUI view, filling this item's view, with the item's
    /// `sendCellAction` in its environment; see
    /// `hostContent(_:)` for views.
    ///
    /// - Parameter content: The view to show.
    public func hostContent<Content: View>(@ViewBuilder _ content: () -> Content) {
      hostSwiftUI(content(), for: self, in: view)
    }
  }

  /// Shows `content` in a hosting view filling `container`, made once per container.
  @MainActor
  private func hostSwiftUI<Content: View>(_ content: Content, for cell: any ActionSender, in container: NSView) {
    let send = SendCellAction(cell: cell)
    let root = AnyView(content.environment(\.sendCellAction, send).id(send.contentIdentity))
    if let hosting = associatedValue(container, &AssociatedKey.hostingView, as: NSHostingView<AnyView>.self) {
      hosting.rootView = root
      return
    }
    let hosting = NSHostingView(rootView: root)
    hosting.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(hosting)
    NSLayoutConstraint.activate([
      hosting.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      hosting.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      hosting.topAnchor.constraint(equalTo: container.topAnchor),
      hosting.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    setAssociatedValue(hosting, on: container, &AssociatedKey.hostingView)
  }
#endif
