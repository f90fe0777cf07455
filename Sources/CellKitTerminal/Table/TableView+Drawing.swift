import CellKit
import Foundation

extension TableView {
  func drawTable(in canvas: Canvas) {
    let width = rowWidth
    // Only an empty table shows the text: over headers of collapsed or empty sections it would
    // hide them, and say there is nothing when there is.
    if showsColumns { drawColumnHeader(in: canvas) }
    if layout.totalHeight == 0, let emptyText {
      canvas.draw(
        emptyText.truncated(toColumns: width - 2), x: 2, y: headerRowHeight, style: canvas.theme.secondary)
    }
    for element in visibleElements {
      let y = headerRowHeight + layout.span(of: element).lowerBound - contentOffset
      switch element {
      case .header(let s) where onScreen.headers[s] == nil:
        let focused = s == state.focusedHeader && isFocused
        if focused { canvas.draw("›", x: 0, y: y, style: Style(foreground: canvas.theme.accent, attributes: .bold)) }
        if let title = dataSource?.tableView(self, titleForHeaderInSection: s) {
          let style = focused ? Style(attributes: [.bold, .reverse]) : .bold
          canvas.draw(title.truncated(toColumns: width - 1), x: 1, y: y, style: style)
        }
      case .footer(let s) where onScreen.footers[s] == nil:
        if let title = dataSource?.tableView(self, titleForFooterInSection: s) {
          canvas.draw(title.truncated(toColumns: width - 1), x: 1, y: y, style: canvas.theme.secondary)
        }
      default:
        break
      }
    }
    drawScrollIndicator(in: canvas)
  }

  private func drawScrollIndicator(in canvas: Canvas) {
    let total = layout.totalHeight
    let height = viewportHeight
    guard showsScrollIndicator, total > height, height > 0 else { return }
    let thumb = max(1, height * height / total)
    let top = min(
      height - thumb, Int((Double(contentOffset) / Double(max(1, total - height))) * Double(height - thumb)))
    for y in 0..<height {
      let inThumb = y >= top && y < top + thumb
      canvas.draw(inThumb ? "┃" : "│", x: frame.width - 1, y: headerRowHeight + y, style: inThumb ? .plain : .dim)
    }
  }
}
