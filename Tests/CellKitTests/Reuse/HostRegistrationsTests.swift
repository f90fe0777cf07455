@_spi(CellKitPlatform) import CellKit
import Testing

/// A view a platform made, named after what it was made from.
final class MadeView {
  let source: String
  init(_ source: String) { self.source = source }
}

/// A stand-in for UIKit's table reuse: identifiers it knows (a storyboard prototype, a nib the app
/// registered) and the classes registered with it.
@MainActor
final class PlatformReuse {
  var known: [String: String]
  var registrations: [String] = []

  init(known: [String: String]) {
    self.known = known
  }

  /// `dequeueReusableCell(withIdentifier:)`: a view for a known identifier, nil otherwise.
  func make(_ identifier: String) -> MadeView? { known[identifier].map(MadeView.init) }

  /// `register(_:forCellReuseIdentifier:)`: replaces what the identifier made.
  func register(_ identifier: String) {
    registrations.append(identifier)
    known[identifier] = "class"
  }

  /// A dequeue by type, as CellKit's `dequeue(for:)` does it.
  func dequeue(_ identifier: String, with registrations: HostRegistrations) -> String {
    let existing = registrations.firstUse(
      "cell:" + identifier, existing: { make(identifier) }, register: { register(identifier) })
    let view: MadeView = HostRegistrations.typed(existing ?? make(identifier), identifier: identifier, kind: .cell)
    return view.source
  }
}

@MainActor
@Suite("Dequeuing by type registers once, and never over the app's own registration")
struct HostRegistrationsTests {
  @Test("A storyboard prototype or a nib the app registered is kept, with its layout and outlets")
  func keepsPrototype() {
    let platform = PlatformReuse(known: ["ProfileCell": "prototype"])
    let registrations = HostRegistrations()
    #expect(platform.dequeue("ProfileCell", with: registrations) == "prototype")
    #expect(platform.dequeue("ProfileCell", with: registrations) == "prototype")
    #expect(platform.registrations.isEmpty)
  }

  @Test("An identifier the view does not know is registered on its first dequeue, and only then")
  func registersOnce() {
    let platform = PlatformReuse(known: [:])
    let registrations = HostRegistrations()
    #expect(platform.dequeue("BadgeCell", with: registrations) == "class")
    #expect(platform.dequeue("BadgeCell", with: registrations) == "class")
    #expect(platform.registrations == ["BadgeCell"])
  }
}
