import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Screen and renderer")
struct RendererTests {
  @Test("Widths come from our own table: CJK and emoji take 2, combining marks 0")
  func widths() {
    #expect(CharacterWidth.of("a") == 1)
    #expect(CharacterWidth.of("日本") == 4)
    #expect(CharacterWidth.of("😀") == 2)
    #expect(CharacterWidth.of("e\u{301}") == 1)
    #expect(CharacterWidth.of("❤️") == 2)
    #expect(CharacterWidth.of("👩‍💻") == 2)
  }

  @Test("A sectioned table with wide characters and emoji matches its golden screen")
  func goldenTable() {
    var snapshot = Snapshot<String, Youtuber>()
    snapshot.appendSection("テック 📱", items: [Youtuber(id: 1, name: "東京 Tech 🗼"), Youtuber(id: 2, name: "Café Crème")])
    snapshot.appendSection(
      "Music 🎵",
      items: [Youtuber(id: 3, name: "한국어 노래"), Youtuber(id: 4, name: "A very long channel name that will not fit")])
    let screen = YoutuberScreen(snapshot, size: Size(width: 56, height: 8))
    screen.pilot.expectScreen(matching: "sectioned-wide-table")
  }

  @Test("A navigation bar, a table and a modal alert on top match their golden screen")
  func goldenAlert() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.headerTitle { section, _ in section }
    list.apply(youtuberSnapshot(sections: 2, rowsPerSection: 3))
    let bar = NavigationBar(title: "Subscriptions", leftItems: [BarButtonItem(title: "Add")])
    let status = Label("subscribeTapped at [1, 2] · Youtuber 1-2")
    let pilot = Pilot(rootView: VStack(bar, table, status), size: Size(width: 56, height: 12))
    pilot.application.focus(table)
    pilot.press(.down)
    pilot.application.present(Alert(title: "Subscribed!", message: "Subscribed to Youtuber 1-2"))
    pilot.expectScreen(matching: "alert-over-table")
  }

  @Test("Replaying the rendered bytes gives the frame, across edits, scrolls and resizes")
  func replayMatchesFrames() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 20, rowsPerSection: 30), size: Size(width: 50, height: 16))
    var terminal = VirtualTerminal(width: 50, height: 16)
    func check(_ step: String) {
      screen.pilot.application.setNeedsDisplay()
      _ = screen.pilot.screen
      terminal.feed(screen.pilot.sink.take())
      #expect(terminal.lines == screen.pilot.screen, "after \(step)")
    }
    check("first frame")
    for key in [Key.down, .down, .pageDown, .down, .up, .pageUp, .end, .home, .tab, .pageDown, .pageDown] {
      screen.pilot.press(key)
      check("\(key)")
    }
    screen.pilot.scroll(1)
    check("wheel down")
    screen.pilot.scroll(-1)
    check("wheel up")
    screen.pilot.resize(to: Size(width: 40, height: 10))
    terminal = VirtualTerminal(width: 40, height: 10)
    check("resize")
  }

  @Test("Changing one cell writes a few dozen bytes at most")
  func smallChange() {
    let screen = YoutuberScreen()
    _ = screen.pilot.screen
    _ = screen.pilot.sink.take()
    var snapshot = screen.list.snapshot
    snapshot[IndexPath(row: 1, section: 1)].name = "Youtuber 1-X"
    screen.list.apply(snapshot)
    _ = screen.pilot.screen
    let bytes = screen.pilot.sink.take()
    #expect(bytes.count > 0)
    #expect(bytes.count <= 40, "one changed character took \(bytes.count) bytes")
  }

  @Test("Scrolling one row moves the rows with a terminal scroll: far fewer bytes than a full redraw")
  func scrollIsCheap() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 1000), size: Size(width: 80, height: 30))
    screen.pilot.press(.down)
    _ = screen.pilot.sink.take()
    screen.table.scroll(by: 1)
    _ = screen.pilot.screen
    let scrolled = screen.pilot.sink.take().count
    screen.pilot.application.renderer.invalidate()
    screen.pilot.application.render()
    let full = screen.pilot.sink.take().count
    #expect(scrolled * 4 <= full, "scroll \(scrolled) bytes, full redraw \(full) bytes")
  }

  @Test("NO_COLOR drops colors and keeps attributes")
  func noColor() {
    let style = Style(foreground: .green, background: .blue, attributes: [.bold, .reverse])
    #expect(Escape.sgr(style) == "\u{1B}[0;1;7;32;44m")
    #expect(Escape.sgr(style, depth: .monochrome) == "\u{1B}[0;1;7m")
  }

  @Test("A drawn frame leaves nothing due: an idle application draws nothing more, so its run loop waits")
  @MainActor
  func idleDrawsNothing() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 40, height: 4))
    _ = screen.pilot.screen
    #expect(!screen.pilot.application.needsRedraw)
    #expect(screen.pilot.application.renderIfNeeded() == 0)
    screen.pilot.press(.down)
    #expect(!screen.pilot.application.needsRedraw, "the key's frame was drawn; none is due after it")
  }
}
