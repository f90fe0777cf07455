#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  @available(iOS 16.0, tvOS 16.0, *)
  extension ActionSender where Self: UITableViewCell {
    /// Shows `content`, a SwiftUI view, as the cell's content (a `UIHostingConfiguration`), with
    /// the cell's `sendCellAction` in its environment.
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
      contentConfiguration = hostingConfiguration(content(), for: self)
    }
  }

  @available(iOS 16.0, tvOS 16.0, *)
  extension ActionSender where Self: UICollectionViewCell {
    /// Shows `content`, a SwiftUI view, as the cell's content (a `UIHostingConfiguration`), with
    /// the cell's `sendCellAction` in its environment; see
    /// `hostContent(_:)` for table cells.
    ///
    /// - Parameter content: The view to show.
    public func hostContent<Content: View>(@ViewBuilder _ content: () -> Content) {
      contentConfiguration = hostingConfiguration(content(), for: self)
    }
  }

  /// A hosting configuration showing `content` for `cell`, identified by the content the cell is
  /// configured with.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor
  private func hostingConfiguration<Content: View>(_ content: Content, for cell: any ActionSender)
    -> some UIContentConfiguration
  {
    let send = SendCellAction(cell: cell)
    let root = content.environment(\.sendCellAction, send).id(send.contentIdentity)
    return UIHostingConfiguration { root }
  }
#endif
