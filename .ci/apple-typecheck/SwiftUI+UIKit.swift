// Stand-in for SwiftUI's UIKit hosting configuration; see SwiftUI.swift.
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {}

@available(iOS 16.0, tvOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}
