#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSWindow {
    /// A titled, resizable window of `width` × `height` points.
    convenience init(title: String, width: CGFloat, height: CGFloat) {
      self.init(
        contentRect: NSRect(x: 0, y: 0, width: width, height: height),
        styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
      self.title = title
    }

    /// Fills the window with a bar of `barViews` at the top and `tableView`, in a scroll view,
    /// under it.
    func lay(out tableView: NSTableView, under barViews: [NSView]) {
      let scrollView = NSScrollView()
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      let bar = NSStackView(views: barViews)
      let content = NSView()
      for view in [bar, scrollView] as [NSView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
      }
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
        bar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
        bar.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
        scrollView.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
        scrollView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      ])
      contentView = content
    }
  }

  extension NSView {
    /// Lays `views` out in a row filling this view, inset as a table row is.
    func fill(withRow views: [NSView]) {
      let row = NSStackView(views: views)
      row.spacing = 8
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        row.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      ])
    }
  }
#endif
