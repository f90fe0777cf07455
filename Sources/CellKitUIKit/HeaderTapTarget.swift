#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Receives taps on a table's section headers and tells the list data source which section's
  /// header was tapped (a collapsible section collapses or expands), found when the tap happens.
  @MainActor
  final class HeaderTapTarget: NSObject {
    weak var tableView: UITableView?
    weak var source: (any ListDataSource)?

    init(tableView: UITableView, source: (any ListDataSource)?) {
      self.tableView = tableView
      self.source = source
    }

    /// Adds a tap recognizer for headers to `view`, once.
    func attach(to view: UIView) {
      guard associatedValue(view, &AssociatedKey.headerTap, as: HeaderTapTarget.self) == nil else { return }
      setAssociatedValue(self, on: view, &AssociatedKey.headerTap)
      view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(HeaderTapTarget.fire(_:))))
    }

    @objc func fire(_ recognizer: UITapGestureRecognizer) {
      guard let tableView, let source, let header = recognizer.view else { return }
      for section in 0..<tableView.numberOfSections where tableView.headerView(forSection: section) === header {
        source.host(tableView, didSelectHeaderInSection: section)
        return
      }
    }
  }
#endif
