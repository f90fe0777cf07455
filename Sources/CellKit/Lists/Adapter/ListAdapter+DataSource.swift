import Foundation

extension ListAdapter {
  package func numberOfSections(in host: any ListHost) -> Int {
    // Asked as the host lays out: what a filter's tracking reports goes to its scheduler now.
    schedulerRelay.follow(host.scheduler)
    return presentation.shown.numberOfSections
  }

  package func host(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    presentation.shown.numberOfItems(inSection: section)
  }

  package func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath) -> AnyObject {
    let item = presentation.shown[indexPath]
    if !presentation.prefetchedIDs.isEmpty && !host.cancelsPrefetchingOfShownItems {
      change(.forgetPrefetched([item.differenceIdentifier]))
    }
    return registrations.cell(for: item, at: indexPath, itemIndexPath: modelIndexPath(indexPath), in: host)
  }

  package func host(_ host: any ListHost, didSelectItemAt indexPath: IndexPath) {
    didSelect(at: indexPath)
  }

  package var providesMoves: Bool { callbacks.moveHandler != nil && sortKeys.isEmpty }

  package var selectsSeveral: Bool { allowsMultipleSelection }

  package func host(_ host: any ListHost, deletesWhileEditingAt indexPath: IndexPath) -> Bool {
    !allowsMultipleSelection && rowActionLabels(at: indexPath, edge: .trailing).contains(where: \.isDestructive)
  }

  package func host(
    _ host: any ListHost, moveItemAt source: IndexPath, to destination: IndexPath, shownAlready: Bool
  ) -> Bool {
    moveItem(at: source, to: destination, shownAlready: shownAlready)
  }

  package func host(_ host: any ListHost, rowActionsAt indexPath: IndexPath, edge: RowEdge) -> [RowActionLabel] {
    rowActionLabels(at: indexPath, edge: edge)
  }

  package func host(_ host: any ListHost, performRowAction id: String, edge: RowEdge, at indexPath: IndexPath) {
    performRowAction(id, edge: edge, at: indexPath)
  }

  package func host(_ host: any ListHost, trackItemAt indexPath: IndexPath) -> @MainActor () -> IndexPath? {
    guard let id = presentation.shown.item(at: indexPath)?.differenceIdentifier else { return { nil } }
    return { [weak self] in self?.presentation.shown.indexPath(of: id) }
  }

  package var providesHeaderViews: Bool { registrations.header != nil }

  package var providesFooterViews: Bool { registrations.footer != nil }

  package func host(_ host: any ListHost, headerViewForSection section: Int) -> AnyObject? {
    registrations.view(headerOrFooter: true, for: presentation.shown.sections[section], at: section, in: host)
  }

  package func host(_ host: any ListHost, footerViewForSection section: Int) -> AnyObject? {
    registrations.view(headerOrFooter: false, for: presentation.shown.sections[section], at: section, in: host)
  }

  package func host(
    _ host: any ListHost, supplementaryViewOfKind kind: String, forItemAt indexPath: IndexPath
  ) -> AnyObject? {
    guard let item = presentation.shown.item(at: indexPath) else { return nil }
    return registrations.supplementaryView(
      ofKind: kind, for: item, at: indexPath, itemIndexPath: modelIndexPath(indexPath), in: host)
  }

  package func host(_ host: any ListHost, identityOfItemAt indexPath: IndexPath) -> AnyHashable? {
    presentation.shown.item(at: indexPath).map { AnyHashable($0.differenceIdentifier) }
  }

  package func host(_ host: any ListHost, titleForHeaderInSection section: Int) -> String? {
    let value = presentation.shown.sections[section]
    guard isShownCollapsed(value) else {
      let title = registrations.title(headerOrFooter: true, for: value, items: presentation.shown.items[section])
      return allowsCollapsingSections ? title.map { "▾ " + $0 } : title
    }
    let items = hiddenItems(of: value)
    let title = registrations.title(headerOrFooter: true, for: value, items: items) ?? "\(value)"
    // A title that counts the items itself is not given the count twice.
    let count = "(\(items.count))"
    return title.hasSuffix(count) ? "▸ \(title)" : "▸ \(title) \(count)"
  }

  package func host(_ host: any ListHost, titleForFooterInSection section: Int) -> String? {
    let value = presentation.shown.sections[section]
    guard !isShownCollapsed(value) else { return nil }
    return registrations.title(headerOrFooter: false, for: value, items: presentation.shown.items[section])
  }

  package var providesHeaderSelection: Bool { allowsCollapsingSections }

  package func host(_ host: any ListHost, didSelectHeaderInSection section: Int) {
    guard allowsCollapsingSections, presentation.shown.sections.indices.contains(section) else { return }
    let value = presentation.shown.sections[section]
    if isCollapsed(value) { expand(value) } else { collapse(value) }
  }
}
