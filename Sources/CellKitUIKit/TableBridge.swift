#if canImport(UIKit)
  @_spi(CellKitPlatform) import CellKit
  import UIKit

  /// Answers a table view's data source and delegate questions from a ``ListDataSource``, and passes
  /// the ones it does not answer to the app's own data source and delegate.
  @MainActor
  final class TableBridge: ForwardingBridge, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {

    func numberOfSections(in tableView: UITableView) -> Int {
      source?.numberOfSections(in: tableView) ?? 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      source?.host(tableView, numberOfItemsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      ListViews.cell(from: source, at: indexPath, in: tableView)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      source?.host(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      source?.host(tableView, titleForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let view = source?.host(tableView, headerViewForSection: section) as? UIView
      view?.shownElement = .header(section: section)
      return view
    }

    /// Makes a collapsible section's header tappable: a tap collapses or expands the section. Then
    /// the app's delegate is told too (where apps restyle headers).
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      if let source, source.providesHeaderSelection { headerTaps(for: tableView).attach(to: view) }
      #if canImport(Darwin)
        forwardees.alsoTell(
          #selector(UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)),
          as: (any UITableViewDelegate).self)?
          .tableView?(tableView, willDisplayHeaderView: view, forSection: section)
      #endif
    }

    private var headerTapTarget: HeaderTapTarget?

    private func headerTaps(for tableView: UITableView) -> HeaderTapTarget {
      if let target = headerTapTarget, target.host === tableView { return target }
      let target = HeaderTapTarget(host: tableView)
      headerTapTarget = target
      return target
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      let view = source?.host(tableView, footerViewForSection: section) as? UIView
      view?.shownElement = .footer(section: section)
      return view
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(tableView, at: indexPath, edge: .leading)
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(tableView, at: indexPath, edge: .trailing)
    }

    private func swipeActions(_ tableView: UITableView, at indexPath: IndexPath, edge: RowEdge)
      -> UISwipeActionsConfiguration?
    {
      source.flatMap { swipeActionsConfiguration(from: $0, host: tableView, at: indexPath, edge: edge) }
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      tableView.actions.session.perform(.layingOut) {
        source?.host(tableView, prefetchItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)),
            as: (any UITableViewDataSourcePrefetching).self)?
            .tableView(tableView, prefetchRowsAt: indexPaths)
        #endif
      }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      tableView.actions.session.perform(.layingOut) {
        source?.host(tableView, cancelPrefetchingForItemsAt: indexPaths)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)),
            as: (any UITableViewDataSourcePrefetching).self)?
            .tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
        #endif
      }
    }

    /// In edit mode a row shows a delete control (which reveals its trailing actions) only where the
    /// adapter says; UIKit would give every row one.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      source?.host(tableView, deletesWhileEditingAt: indexPath) == true ? .delete : .none
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      source?.providesMoves ?? false
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      _ = source?.host(tableView, moveItemAt: sourceIndexPath, to: destinationIndexPath, shownAlready: true)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.actions.session.perform(.delivering) {
        source?.host(tableView, didSelectItemAt: indexPath)
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)), as: (any UITableViewDelegate).self)?
            .tableView?(tableView, didSelectRowAt: indexPath)
        #endif
      }
    }

    /// A tap on a selected row: the adapter decides whether it stays selected. With one selection in
    /// edit mode, the table deselects the selected row itself before it selects the one tapped: that
    /// is no tap (``TapSelection/deselectionIsTap(isEditing:)``).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      tableView.actions.session.perform(.delivering) {
        if tableView.tapSelection.deselectionIsTap(isEditing: tableView.isEditing) {
          source?.host(tableView, didSelectItemAt: indexPath)
        }
        #if canImport(Darwin)
          forwardees.alsoTell(
            #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:)), as: (any UITableViewDelegate).self)?
            .tableView?(tableView, didDeselectRowAt: indexPath)
        #endif
      }
    }
  }
#endif
