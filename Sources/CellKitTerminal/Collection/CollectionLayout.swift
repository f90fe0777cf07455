/// How a ``CollectionView`` arranges its items: a grid whose columns adapt to the width (or a fixed
/// number of them), or a list of one column. Replace a collection view's layout at any time; the
/// items, the focus and the selection stay.
public struct CollectionLayout: Equatable, Sendable {
  package var metrics: GridGeometry.Metrics

  /// A grid: as many columns of at least `minimumItemWidth` as the width allows (or exactly
  /// `columns`), items `itemHeight` rows tall, `spacing` columns apart and `rowSpacing` rows apart.
  ///
  /// - Precondition: `itemHeight` is 1 or more.
  public static func grid(
    minimumItemWidth: Int = 24, columns: Int? = nil, itemHeight: Int = 3, spacing: Int = 1, rowSpacing: Int = 0
  ) -> CollectionLayout {
    CollectionLayout(
      metrics: GridGeometry.Metrics(
        columns: columns, minimumItemWidth: minimumItemWidth, itemHeight: itemHeight, horizontalSpacing: spacing,
        verticalSpacing: rowSpacing))
  }

  /// A list: one column as wide as the view, items `itemHeight` rows tall.
  public static func list(itemHeight: Int = 1) -> CollectionLayout {
    grid(columns: 1, itemHeight: itemHeight, spacing: 0)
  }
}
