#if canImport(UIKit)
  import UIKit

  /// The row actions `source` declares at `edge` of the row at `indexPath`, as UIKit's swipe actions,
  /// or nil for none. Each runs the action of the same id for the item the swipe began on,
  /// wherever updates have moved it by the time it is tapped, resolved when it is tapped.
  @MainActor
  func swipeActionsConfiguration(
    from source: any ListDataSource, host: any ListHost, at indexPath: IndexPath, edge: RowEdge
  ) -> UISwipeActionsConfiguration? {
    let actions = BoundRowAction.actions(of: source, at: indexPath, edge: edge, on: host)
    guard let first = actions.first else { return nil }
    let configuration = UISwipeActionsConfiguration(
      actions: actions.map { action in
        let contextual = UIContextualAction(
          style: action.label.isDestructive ? .destructive : .normal, title: action.label.title
        ) { _, _, completion in
          completion(action.perform())
        }
        contextual.image = action.label.systemImage.flatMap { UIImage(systemName: $0) }
        if let color = action.label.color { contextual.backgroundColor = .of(color) }
        return contextual
      })
    configuration.performsFirstActionWithFullSwipe = first.label.runsOnFullSwipe
    return configuration
  }

  extension UIColor {
    /// The UIKit colour of a row action: the system colour of its name, which adapts to dark mode
    /// and increased contrast, or its own components.
    static func of(_ color: ActionColor) -> UIColor {
      switch color.value {
      case .rgb(let red, let green, let blue): return UIColor(red: red, green: green, blue: blue, alpha: 1)
      case .system(.red): return .systemRed
      case .system(.orange): return .systemOrange
      case .system(.yellow): return .systemYellow
      case .system(.green): return .systemGreen
      case .system(.teal): return .systemTeal
      case .system(.blue): return .systemBlue
      case .system(.indigo): return .systemIndigo
      case .system(.purple): return .systemPurple
      case .system(.pink): return .systemPink
      case .system(.gray): return .systemGray
      }
    }
  }

  #if !os(tvOS)
    extension ListAdapter {
      /// Makes the row actions this adapter declares (``ListAdapter/trailingActions(_:)`` and
      /// ``ListAdapter/leadingActions(_:)``) the swipe actions of a collection view with a list
      /// layout, as a table view gets them without asking:
      ///
      /// ```swift
      /// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      /// list.addSwipeActions(to: &configuration)
      /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
      /// ```
      ///
      /// - Parameter configuration: The list configuration whose swipe action providers are set.
      public func addSwipeActions(to configuration: inout UICollectionLayoutListConfiguration) {
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeActions(at: indexPath, edge: .leading) }
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeActions(at: indexPath, edge: .trailing) }
        }
      }

      private func swipeActions(at indexPath: IndexPath, edge: RowEdge) -> UISwipeActionsConfiguration? {
        guard let host else { return nil }
        return swipeActionsConfiguration(from: self, host: host, at: indexPath, edge: edge)
      }
    }
  #endif
#endif
