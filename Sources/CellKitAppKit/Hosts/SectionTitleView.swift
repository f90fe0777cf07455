#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The row a table shows for a section's header or footer title when the list has no header or
  /// footer views.
  final class SectionTitleView: TableCellView, Reusable {
    private let label = NSTextField(labelWithString: "")

    override func cellDidLoad() {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.lineBreakMode = .byTruncatingTail
      addSubview(label)
      textField = label
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
        label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -4),
        label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      ])
    }

    /// Shows `title` as a header (bold) or a footer (small, secondary).
    func show(_ title: String, isHeader: Bool) {
      label.stringValue = title
      label.font =
        isHeader ? .boldSystemFont(ofSize: NSFont.systemFontSize) : .systemFont(ofSize: NSFont.smallSystemFontSize)
      label.textColor = isHeader ? .labelColor : .secondaryLabelColor
    }
  }
#endif
