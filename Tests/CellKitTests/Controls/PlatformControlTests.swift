@_spi(CellKitPlatform) import CellKit
import Testing

@Suite("What a platform control layer asks the core")
struct PlatformControlTests {
  @Test("A control starts listening to each event once, however many handlers ask for it")
  func listening() {
    var listening: ControlEvents = []
    #expect(listening.start([.valueChanged, .touchDown]) == [.touchDown, .valueChanged])
    #expect(listening.start(.valueChanged).isEmpty)
    #expect(listening.start([.valueChanged, .editingChanged]) == [.editingChanged])
    #expect(listening == [.touchDown, .valueChanged, .editingChanged])
  }

  @Test("Each event's platform action has an identifier of CellKit's own, one per event, named after it")
  func actionIdentifiers() {
    #expect(ControlEvents.primaryActionTriggered.platformActionIdentifier == "CellKit.primaryActionTriggered")
    #expect(ControlEvents.valueChanged.platformActionIdentifier == "CellKit.valueChanged")
    let singles = (0..<32).map { ControlEvents(rawValue: 1 << UInt32($0)) }
    let identifiers = singles.map(\.platformActionIdentifier)
    #expect(Set(identifiers).count == 32, "one identifier per event: \(identifiers)")
    #expect(identifiers.allSatisfy { $0.hasPrefix("CellKit.") })
    #expect(ControlEvents(rawValue: 1 << 24).platformActionIdentifier == "CellKit.event24")
  }

  @Test("VoiceOver gets the platform's own actions for a cell, then one per control; actions the app set replace both")
  func customActions() {
    #expect(
      CustomActions.merged(assigned: nil, platform: ["Delete"], controls: ["Subscribe"]) == ["Delete", "Subscribe"])
    #expect(CustomActions.merged(assigned: ["Mine"], platform: ["Delete"], controls: ["Subscribe"]) == ["Mine"])
    #expect(CustomActions.merged(assigned: nil, platform: nil, controls: [String]()) == nil)
    #expect(CustomActions.merged(assigned: [String](), platform: ["Delete"], controls: ["Subscribe"]) == nil)
  }
}
