import CellKitGTK

/// The README's and ListCell's cell. (The examples of the README, the DocC catalog and the doc
/// comments are compiled here; CellKit's documentation test checks that each one appears, line for
/// line, in a compiled file.)
final class YoutuberCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case subscribeTapped }
  let subscribe = Button("Subscribe")
  let name = Label()

  override func cellDidLoad() {
    name.expandsHorizontally = true
    append(subscribe)
    append(name)
    subscribe.sends(.subscribeTapped, from: self)
  }
}

/// The DocC catalog's cell.
final class GreetingCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case greetTapped }
  let name = Label()
  let greet = Button("Greet")

  override func cellDidLoad() {
    append(name)
    append(greet)
    greet.sends(.greetTapped, from: self)
  }
}

struct Youtuber: Hashable, Identifiable, Differentiable {
  let id: Int
  var name: String
}

enum Category: Hashable, Differentiable {
  case tech

  var rawValue: String { "Tech" }
}

@MainActor
final class SubscriptionsController {
  private(set) var subscribed: [(Youtuber, IndexPath)] = []

  func subscribe(_ youtuber: Youtuber, at indexPath: IndexPath) {
    subscribed.append((youtuber, indexPath))
  }
}

@MainActor
enum DocExamples {
  static func readme(controller: SubscriptionsController, snapshot: Snapshot<Category, Youtuber>) -> ListAdapter<
    Category, Youtuber
  > {
    let table = ListView()
    let list = ListAdapter<Category, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.headerTitle { category, _ in category.rawValue }
    list.on(YoutuberCell.Action.subscribeTapped, owner: controller) { controller, context in
      controller.subscribe(context.item, at: context.indexPath)  // the row's item now, not when configured
    }
    list.apply(snapshot)
    return list
  }

  static func catalog() -> ListAdapter<Int, String> {
    let table = ListView()
    let list = ListAdapter<Int, String>(table)
    list.cell(GreetingCell.self) { cell, name, _ in cell.name.text = name }
    list.apply(Snapshot([(0, ["Ada", "Grace"])]))
    return list
  }

  static func columns() -> ListAdapter<String, Chore> {
    let table = ColumnView()
    let list = ListAdapter<String, Chore>(table)
    list.columns = [ListColumn(.title, "Title", sortedBy: \.title), ListColumn(.done, "Done", width: .fixed(60))]
    list.cell(TextCell.self, column: .title) { cell, chore, _ in cell.text.text = chore.title }
    list.cell(DoneCell.self, column: .done) { cell, chore, _ in cell.done.isOn = chore.isDone }
    return list
  }

  static func button(in cell: YoutuberCell) {
    let subscribe = cell.subscribe
    subscribe.on(.primaryActionTriggered) { button in button.title = "Subscribed" }
    subscribe.sends(.subscribeTapped, from: cell)  // routed with the row's index path and item
  }
}
