@_spi(CellKitPlatform) import CellKit
import Testing

@Suite("The value stored without the runtime's exclusivity checks")
struct ExclusiveValueTests {
  @Test("Read as a copy, and modified in place, it is a plain value")
  @MainActor
  func readsAndModifies() {
    let box = ExclusiveValue([1, 2])
    var copy = box.value
    box.value.append(3)
    copy.append(4)
    #expect(box.value == [1, 2, 3])
    #expect(copy == [1, 2, 4])
  }

  @Test("A weak reference in it lets its object go")
  @MainActor
  func weakReference() {
    final class Object {}
    var object: Object? = Object()
    let box = ExclusiveValue(Weak(object))
    #expect(box.object === object)
    object = nil
    #expect(box.object == nil)
  }

  @Test(
    "With internal checks, reaching the value from inside its own modification stops, naming it",
    .enabled(if: internalChecksEnabled, "built without CELLKIT_INTERNAL_CHECKS"))
  func reentrantAccessStops() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let box = ExclusiveValue([1, 2])
        box.value.withUnsafeMutableBufferPointer { _ in _ = box.value.count }
      }
    }.map { result in
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "An ExclusiveValue<Array<Int>> was read while it was being modified"))
    }
  }
}
