#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// Lays `views` out in a row across this view (a cell's content view), within its margins.
    func fill(withRow views: [UIView]) {
      let row = UIStackView(arrangedSubviews: views)
      row.spacing = 12
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        row.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }
  }
#endif
