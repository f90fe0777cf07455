import Foundation

extension SupplementaryElement {
  /// The element a collection view names by `kind` at `indexPath`: its section's header or footer
  /// when `kind` is the platform's `headerKind` or `footerKind`, otherwise an item's view.
  package init(kind: String, at indexPath: IndexPath, headerKind: String, footerKind: String) {
    switch kind {
    case headerKind: self = .header(section: indexPath.section)
    case footerKind: self = .footer(section: indexPath.section)
    default: self = .item(indexPath, kind: kind)
    }
  }

  /// The view a host without supplementary kinds (UIKit's table) shows for a header or a footer:
  /// `header(section)` or `footer(section)`; nil for an item's view.
  package func sectionView<View>(header: (Int) -> View?, footer: (Int) -> View?) -> View? {
    switch self {
    case .header(let section): header(section)
    case .footer(let section): footer(section)
    case .item: nil
    }
  }

  /// Where an event from the element's view happened.
  package var location: ActionLocation {
    switch self {
    case .header(let section): .header(section: section)
    case .footer(let section): .footer(section: section)
    case .item(let indexPath, _): .item(indexPath)
    }
  }
}

/// The views a platform's data source callbacks return, from the list's data source: typed as
/// the platform needs, with a message that says what to fix when they cannot be.
@MainActor
package enum ListViews {
  /// The cell for the item at `indexPath`, as the host's cell type.
  ///
  /// - Precondition: the list is there (its adapter is kept), and its registrations make `Cell`s
  ///   for this host.
  package static func cell<Cell>(
    from source: (any ListDataSource)?, at indexPath: IndexPath, in host: any ListHost,
    as cellType: Cell.Type = Cell.self
  ) -> Cell {
    let cell = source?.host(host, cellForItemAt: indexPath)
    guard let typed = cell as? Cell else {
      preconditionFailure(
        cell.map { "The list made a \(type(of: $0)) for \(indexPath), which a \(type(of: host)) cannot show." }
          ?? "\(type(of: host)) asked for the cell at \(indexPath) after its ListAdapter was released: keep the adapter."
      )
    }
    return typed
  }

  /// The view a collection view's layout asks for: a section's header or footer, or an item's
  /// view of another kind.
  ///
  /// - Precondition: the list has a registration for it; the message says which one to add.
  package static func view<View>(
    from source: (any ListDataSource)?, for element: SupplementaryElement, in host: any ListHost,
    as viewType: View.Type = View.self
  ) -> View {
    let provided: AnyObject?
    let fix: String
    let kind: String
    switch element {
    case .header(let section):
      provided = source?.host(host, headerViewForSection: section)
      (kind, fix) = ("header", "Register one with `list.header(MyHeader.self) { … }` or turn the layout's headers off.")
    case .footer(let section):
      provided = source?.host(host, footerViewForSection: section)
      (kind, fix) = ("footer", "Register one with `list.footer(MyFooter.self) { … }` or turn the layout's footers off.")
    case .item(let indexPath, let itemKind):
      provided = source?.host(host, supplementaryViewOfKind: itemKind, forItemAt: indexPath)
      kind = "\"\(itemKind)\""
      fix =
        "Register one with `list.supplementary(MyView.self, ofKind: \"\(itemKind)\") { … }` or remove it from the layout."
    }
    guard let view = provided as? View else {
      preconditionFailure(
        "The layout asked for a \(kind) view (\(element)), but the list has no registration for it. \(fix)")
    }
    return view
  }
}
