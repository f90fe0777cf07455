// Stand-in for SwiftUI's AppKit hosting view; see SwiftUI.swift.
import AppKit

@MainActor @preconcurrency open class NSHostingView<Content: View>: NSView {
  @MainActor @preconcurrency required public init(rootView: Content) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  @MainActor @preconcurrency public var rootView: Content {
    get { fatalError() }
    set {}
  }
}
