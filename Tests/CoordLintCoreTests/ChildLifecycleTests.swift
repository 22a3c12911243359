import CoordLintTestSupport
import Testing
@testable import CoordLintCore

@Suite struct ChildLifecycleTests {
  static let base = Snippet.coordinatorProtocol + "\n" + Snippet.coordinator("Child")

  func mutations(_ body: String, stores: String = "var children: [Coordinator] = []") -> [String] {
    let analysis = analyze(Self.base, """
      final class Parent: Coordinator {
        \(stores)
        func start() {}
        func run(child: Child, key: String) {
          \(body)
        }
      }
      """)
    return analysis.lifecycle.mutations(ofParent: "Parent").map { "\($0.kind.rawValue) \($0.child ?? "?") \($0.via)" }
  }

  @Test(arguments: [
    ("children.append(child)", "add Child append"),
    ("children.append(contentsOf: [child])", "add Child append"),
    ("children.insert(child, at: 0)", "add Child insert"),
    ("children += [child]", "add Child +="),
    ("children.removeAll()", "removeAll ? removeAll"),
    ("children.removeAll { $0 === child }", "remove Child removeAll(where:)"),
    ("children = children.filter { $0 !== child }", "remove Child filter"),
    ("children.removeLast()", "remove ? removeLast"),
    ("_ = children.popLast()", "remove ? popLast"),
    ("self.children = []", "removeAll ? = []"),
  ])
  func arrayStoreChanges(_ body: String, _ expected: String) {
    #expect(mutations(body) == [expected])
  }

  @Test func removeAtInsideAnEnumeratedLoopKnowsWhichChild() {
    let found = mutations("""
      for (index, coordinator) in children.enumerated() where coordinator === child { children.remove(at: index) }
      """)
    #expect(found == ["remove Child remove(at:)"])
  }

  @Test func removeAtAfterFirstIndexKnowsWhichChild() {
    let found = mutations("""
      guard let index = children.firstIndex(where: { $0 === child }) else { return }
      children.remove(at: index)
      """)
    #expect(found == ["remove Child remove(at:)"])
  }

  @Test func dictionaryAndSetStores() {
    let keyed = "var flows: [String: Coordinator] = [:]"
    #expect(mutations("flows[key] = child", stores: keyed) == ["add Child subscript"])
    #expect(mutations("flows[key] = nil", stores: keyed) == ["remove ? subscript = nil"])
    #expect(mutations("flows.removeValue(forKey: key)", stores: keyed) == ["remove ? removeValue"])
    let set = "var running = Set<AnyCoordinator>()"
    #expect(mutations("running.insert(child)", stores: set).isEmpty, "not a collection of coordinators")
  }

  @Test func wrappersAreInferredTransitivelyAcrossFilesAndProtocolExtensions() throws {
    let analysis = analyze(
      Snippet.coordinatorProtocolWithChildren,
      "extension Coordinator { func store(_ c: Coordinator) { childCoordinators.append(c) } }",
      """
      class FlowBase: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {}
        final func attach(_ flow: Coordinator) { store(flow) }
      }
      """,
      "extension FlowBase { func detachAll() { childCoordinators.removeAll() } }",
      """
      final class Home: FlowBase {
        func open() { let d = Detail(); attach(d); d.start() }
        func reset() { detachAll() }
      }
      final class Detail: FlowBase {}
      """)
    let lifecycle = analysis.lifecycle
    let wrappers = lifecycle.wrappers.values.map { "\($0.function.owner).\($0.function.selector) \($0.kind.rawValue)" }
    #expect(Set(wrappers) == ["Coordinator.store(_:) add", "FlowBase.attach(_:) add", "FlowBase.detachAll() removeAll",
                              "Home.reset() removeAll"])
    let home = lifecycle.mutations(ofParent: "Home").map { "\($0.kind.rawValue) \($0.child ?? "?") \($0.via)" }
    #expect(home == ["add Detail attach", "removeAll ? detachAll"])
  }

  @Test func aHandlerCalledThroughAProtocolRemovesOnlyFromParentsThatHoldTheChild() {
    // Each child tells whoever is its finish delegate; each parent's handler is reached through the protocol, but
    // only a parent that adds (or may add) the child can hold it.
    let analysis = analyze(
      Snippet.coordinatorProtocolWithChildren,
      "protocol FinishDelegate: AnyObject { func didFinish(_ child: Coordinator) }",
      "protocol Finishing: Coordinator { var finishDelegate: FinishDelegate? { get } }",
      "extension Finishing { func finish() { finishDelegate?.didFinish(self) } }",
      ["Home", "Search", "Shared"].map { parent in
        let child = parent == "Shared" ? "make()" : "\(parent)Detail()"
        return """
          final class \(parent): FinishDelegate, Coordinator {
            var childCoordinators: [Coordinator] = []
            let make: () -> Coordinator = { HomeDetail() }
            func start() { childCoordinators.append(\(child)) }
            func didFinish(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
          }
          """
      }.joined(separator: "\n"),
      """
      final class HomeDetail: Finishing {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: FinishDelegate?
        func start() {}
        func close() { finishDelegate?.didFinish(self) }
      }
      final class SearchDetail: Finishing {
        var childCoordinators: [Coordinator] = []
        weak var finishDelegate: FinishDelegate?
        func start() {}
        func close() { finishDelegate?.didFinish(self) }
      }
      """)
    let removals = analysis.lifecycle.mutations.filter { $0.kind == .remove && $0.via == "didFinish" }
      .map { "\($0.parent) \($0.child ?? "?") \($0.function.owner)" }
    // `Shared` adds children of any type: it may hold either detail. The protocol extension's `finish()` hands on
    // a `Finishing`, which either detail is.
    #expect(removals.sorted() == [
      "Home Finishing Finishing", "Home HomeDetail HomeDetail",
      "Search Finishing Finishing", "Search SearchDetail SearchDetail",
      "Shared Finishing Finishing", "Shared HomeDetail HomeDetail", "Shared SearchDetail SearchDetail",
    ])
  }

  @Test func aFactoryDeclaredToReturnTheProtocolYieldsTheConcreteChild() {
    let analysis = analyze("""
      protocol Coordinating: AnyObject { func start() }
      protocol FeedContainable { func coordinator(listener: AnyObject) -> Coordinating }
      final class FeedContainer: FeedContainable {
        func coordinator(listener: AnyObject) -> Coordinating {
          let coordinator = FeedCoordinator()
          return coordinator
        }
      }
      final class FeedCoordinator: Coordinating { func start() {} }
      final class AppCoordinator: Coordinating {
        var children: [Coordinating] = []
        let feed: FeedContainable
        init(feed: FeedContainable) { self.feed = feed }
        func start() {
          let child = feed.coordinator(listener: self)
          children.append(child)
        }
      }
      """)
    #expect(analysis.lifecycle.mutations(ofParent: "AppCoordinator").map(\.child) == ["FeedCoordinator"])
  }

  @Test func startPathAddsOfNeverFinishingChildrenArePermanent() throws {
    let analysis = analyze(Self.base, """
      final class Tabs: Coordinator {
        var children: [Coordinator] = []
        func start() { setUpTabs() }
        private func setUpTabs() { let c = Child(); children.append(c) }
      }
      """)
    let add = try #require(analysis.lifecycle.mutations(ofParent: "Tabs").first)
    #expect(analysis.lifecycle.lifetime(of: add) == .permanent)
  }
}
