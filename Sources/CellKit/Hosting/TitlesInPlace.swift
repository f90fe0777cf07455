import Foundation

/// How a host that asks for section titles only as it makes a section's header and footer views
/// (UIKit's table) shows titles that changed: in the views it shows, in place, which keeps the
/// section's rows and their cells; a section in view whose header or footer gets a title where no
/// view shows one has no view to show it in, and is reloaded.
package struct TitlesInPlace<View> {
  /// The views to show a title in, each with its title (nil: none).
  package var titled: [(view: View, title: String?)] = []
  /// The sections to reload.
  package var reloaded = IndexSet()

  /// What shows the titles of `sections` (those below `sectionCount`), given the host's header and
  /// footer views, the sections with rows in view, and the data source's titles now.
  ///
  /// - Complexity: O(sections) calls of each closure.
  package init(
    sections: IndexSet, sectionCount: Int, inView: Set<Int>,
    views: (header: (Int) -> View?, footer: (Int) -> View?),
    titles: (header: (Int) -> String?, footer: (Int) -> String?)
  ) {
    for section in sections where section < sectionCount {
      for (view, title) in [(views.header, titles.header), (views.footer, titles.footer)] {
        let shown = view(section)
        let text = title(section)
        if let shown {
          titled.append((shown, text))
        } else if text != nil && inView.contains(section) {
          reloaded.insert(section)
        }
      }
    }
  }
}
