/// How a ``CollectionView`` arranges its items: a grid whose columns adapt to the width (or a fixed
/// number of them), or a list of one column. Replace a collection view's layout at any time; the
/// items, the focus and the selection stay.
public struct CollectionLayout: Equatable, Sendable {
  /// A supplementary view shown over the top right corner of every item, such as a category badge:
  /// its element kind, and its width in columns.
  public struct Badge: Equatable, Sendable {
    /// The element kind the views are registered and dequeued under.
    public var kind: String
    /// The columns the badge takes (never more than the item's width).
    public var width: Int

    /// A badge of `kind`, `width` columns wide, in the top right corner of every item.
    public init(kind: String, width: Int) {
      self.kind = kind
      self.width = width
    }
  }

  package var metrics: GridGeometry.Metrics

  /// The badge shown with every item, or nil for none.
  public var badge: Badge?

  /// Whether items are as tall as their cells ask to be (`TableReusableView/heightThatFits(width:)`),
  /// each row of items as tall as its tallest: the item height is then the height of items not
  /// shown yet. Heights are kept for their items until an item changes or the item width does.
  public var automaticItemHeights = false

  /// A grid: as many columns of at least `minimumItemWidth` as the width allows (or exactly
  /// `columns`), items `itemHeight` rows tall, `spacing` columns apart and `rowSpacing` rows apart,
  /// each with a `badge` when one is given; with `automaticItemHeights`, as tall as their cells
  /// ask to be.
  ///
  /// - Precondition: `itemHeight` is 1 or more.
  public static func grid(
    minimumItemWidth: Int = 24, columns: Int? = nil, itemHeight: Int = 3, spacing: Int = 1, rowSpacing: Int = 0,
    badge: Badge? = nil, automaticItemHeights: Bool = false
  ) -> CollectionLayout {
    CollectionLayout(
      metrics: GridGeometry.Metrics(
        columns: columns, minimumItemWidth: minimumItemWidth, itemHeight: itemHeight, horizontalSpacing: spacing,
        verticalSpacing: rowSpacing),
      badge: badge, automaticItemHeights: automaticItemHeights)
  }

  /// A list: one column as wide as the view, items `itemHeight` rows tall (or as tall as their cells
  /// ask to be, with `automaticItemHeights`).
  public static func list(itemHeight: Int = 1, badge: Badge? = nil, automaticItemHeights: Bool = false)
    -> CollectionLayout
  {
    grid(columns: 1, itemHeight: itemHeight, spacing: 0, badge: badge, automaticItemHeights: automaticItemHeights)
  }
}
