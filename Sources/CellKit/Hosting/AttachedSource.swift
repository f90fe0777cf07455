import Foundation

/// The list a host's bridge answers from, held weakly as a view holds its data source, with the
/// one report that it went away while its host still asks for rows.
///
/// A list view does not keep its `ListAdapter`: an adapter nobody keeps is released at the end of
/// the scope that made it, and the view shows nothing. That is reported once per attachment.
@MainActor
package final class AttachedSource {
  private weak var source: (any ListDataSource)?
  private let hostType: String
  private var reported = false

  /// Holds `source` for a host of type `hostType`.
  package init(_ source: any ListDataSource, host: AnyObject) {
    self.source = source
    hostType = String(describing: type(of: host))
  }

  /// The list, or nil once it was released (reported the first time it is asked for).
  package var current: (any ListDataSource)? {
    if let source { return source }
    if !reported {
      reported = true
      Diagnostics.report(
        Diagnostic(
          .releasedAdapter,
          """
          The ListAdapter attached to this \(hostType) was released while the view still asks for its \
          rows, so it shows none: a list view does not keep its adapter. Keep the adapter for as long as \
          the view shows it, in a stored property of the controller that made it (`let list: \
          ListAdapter<Section, Item>`).
          """))
    }
    return nil
  }
}
