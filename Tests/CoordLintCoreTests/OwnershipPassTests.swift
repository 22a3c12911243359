@testable import CoordLintCore
import CoordLintTestSupport
import Testing

/// The ownership pass: wirings followed through initializers and factories, edges from framework facts, verdicts.
@Suite struct OwnershipPassTests {
  static let base = Snippet.coordinatorProtocolWithChildren

  private func verdicts(_ analysis: Analysis) -> [String: ReferenceCheck.Verdict] {
    var result: [String: ReferenceCheck.Verdict] = [:]
    for check in analysis.ownership.checks {
      guard let property = check.wiring.property else { continue }
      let key = "\(property.owner).\(property.name)=\(check.wiring.targetType)"
      result[key] = max(result[key] ?? .ok, check.verdict)
    }
    return result
  }

  @Test func factoryInjectionReachesWhatTheFactoryBuilds() {
    let analysis = analyze(Self.base, """
      protocol HomeListener: AnyObject { func homeDidFinish() }
      final class HomeCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var listener: HomeListener?
        init(listener: HomeListener) { self.listener = listener }
        func start() {}
      }
      final class Container {
        func homeCoordinator(listener: HomeListener) -> Coordinator {
          HomeCoordinator(listener: listener)
        }
      }
      final class AppCoordinator: Coordinator, HomeListener {
        var childCoordinators: [Coordinator] = []
        let container = Container()
        func start() {
          let home = container.homeCoordinator(listener: self)
          childCoordinators.append(home)
        }
        func homeDidFinish() {}
      }
      """)
    let wiring = analysis.ownership.wirings.first { $0.property?.name == "listener" }
    #expect(wiring?.kind == .injection)
    #expect(wiring?.holderType == "HomeCoordinator" && wiring?.targetType == "AppCoordinator")
    #expect(wiring?.location.line == 17)
    #expect(wiring?.via.map(\.message) == ["'homeCoordinator(listener:)' passes it on here",
                                          "'init(listener:)' stores it in 'listener' here"])
    #expect(wiring?.via.map(\.location.line) == [10, 5])
    #expect(verdicts(analysis)["HomeCoordinator.listener=AppCoordinator"] == .cycle)
  }

  @Test func protocolTypedPropertiesReachTheOneClassStoredInThem() {
    let analysis = analyze(Self.base, """
      protocol SetupViewModelType: AnyObject { var coordinatorDelegate: SetupCoordinator? { get set } }
      final class SetupViewModel: SetupViewModelType {
        var coordinatorDelegate: SetupCoordinator?
      }
      final class SetupCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let viewModel: SetupViewModelType
        init() { viewModel = SetupViewModel() }
        func start() { viewModel.coordinatorDelegate = self }
      }
      """)
    #expect(verdicts(analysis)["SetupViewModel.coordinatorDelegate=SetupCoordinator"] == .cycle)
  }

  @Test func aLocalSetInBranchesMayBeAnyOfTheValues() {
    let analysis = analyze(Self.base, """
      final class StepCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parent: FlowCoordinator?
        func start() {}
      }
      final class OtherStepCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parent: FlowCoordinator?
        func start() {}
      }
      final class FlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var first = true
        func start() {
          let step: Coordinator
          if first {
            step = makeStep()
          } else {
            step = makeOther()
          }
          childCoordinators.append(step)
        }
        private func makeStep() -> StepCoordinator {
          let step = StepCoordinator()
          step.parent = self
          return step
        }
        private func makeOther() -> OtherStepCoordinator {
          let step = OtherStepCoordinator()
          step.parent = self
          return step
        }
      }
      """)
    let found = verdicts(analysis)
    #expect(found["StepCoordinator.parent=FlowCoordinator"] == .cycle)
    #expect(found["OtherStepCoordinator.parent=FlowCoordinator"] == .cycle)
  }

  @Test func windowsAndNavigationControllersOwnWhatTheyShow() throws {
    let analysis = analyze(Self.base, """
      import UIKit
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let screen = LaunchViewController()
          screen.coordinator = self
          window.rootViewController = UINavigationController(rootViewController: screen)
        }
      }
      final class LaunchViewController: UIViewController {
        var coordinator: AppCoordinator?
      }
      """)
    let check = try #require(analysis.ownership.checks.first { $0.wiring.property?.name == "coordinator" })
    #expect(check.verdict == .cycle)
    #expect(check.path.map(\.kind) == [.property, .shows, .containment])
  }

  @Test func weakByDesignTypesHoldNothingStrongly() {
    let source = """
      import UIKit
      final class ScannerCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let scanner = LegacyScanner()
        func start() { scanner.delegate = self }
      }
      final class LegacyScanner: NSObject {
        var delegate: AnyObject?
      }
      """
    let plain = analyze(Self.base + "\n" + source)
    #expect(plain.ownership.checks.contains { $0.verdict == .cycle })
    let configured = analyze([Self.base + "\n" + source], options: AnalysisOptions(weakByDesign: ["LegacyScanner"]))
    #expect(!configured.ownership.checks.contains { $0.verdict != .ok })
  }

  @Test func theWeakDictionaryPackageHoldsItsValuesWeaklyUnlessTheSourcesDeclareTheirOwn() {
    let source = """
      import UIKit
      final class ProfileViewController: UIViewController {
        var byName = WeakDictionary<String, AnyObject>()
      }
      final class ProfileCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = ProfileViewController()
          screen.byName["profile"] = self
          navigationController.pushViewController(screen, animated: true)
        }
      }
      """
    let imported = FactExtractor.extract(source: Self.base + "\n" + source, path: "A.swift")
    #expect(verdicts(Analysis(facts: [imported]))["ProfileViewController.byName=ProfileCoordinator"] == .ok)
    // An app's own type of that name is another type: read as declared, it holds strongly.
    let declaration = "struct WeakDictionary<Key: Hashable, Value> { var storage: [Key: Value] = [:] }"
    let own = FactExtractor.extract(source: declaration, path: "B.swift")
    #expect(verdicts(Analysis(facts: [imported, own]))["ProfileViewController.byName=ProfileCoordinator"] == .cycle)
  }

  @Test func weakHoldingContainersHoldWhatIsPutInThemWeakly() {
    let source = """
      import UIKit
      protocol ProfileListener: AnyObject { func profileDidChange() }
      final class ProfileViewController: UIViewController {
        let delegates = MulticastDelegate<ProfileListener>()
        var byName = WeakValueMap<String, ProfileListener>()
        var observers: WeakArray<ProfileListener> = []
      }
      final class ProfileCoordinator: Coordinator, ProfileListener {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let screen = ProfileViewController()
          screen.delegates += self
          screen.byName["profile"] = self
          screen.observers = [self]
          navigationController.pushViewController(screen, animated: true)
        }
        func profileDidChange() {}
      }
      final class ListenerList {
        private var entries: [AnyObject] = []
        func add(_ listener: AnyObject) { entries.append(listener) }
      }
      final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let listeners = ListenerList()
        func start() { listeners.add(self) }
      }
      """
    let facts = [FactExtractor.extract(source: Self.base + "\n" + source, path: "A.swift")]
    let plain = verdicts(Analysis(facts: facts))
    #expect(plain["ProfileViewController.delegates=ProfileCoordinator"] == .cycle)
    #expect(plain["ProfileViewController.byName=ProfileCoordinator"] == .cycle)
    #expect(plain["ProfileViewController.observers=ProfileCoordinator"] == .cycle)
    #expect(plain["ListenerList.entries=SessionCoordinator"] == .cycle)
    let options = AnalysisOptions(weakHoldingTypes: ["MulticastDelegate", "WeakValueMap", "WeakArray",
                                                     "ListenerList"])
    let configured = Analysis(facts: facts, options: options)
    #expect(!configured.ownership.checks.contains { $0.verdict != .ok })
    // What is put into the containers is held weakly; the containers themselves are held as declared.
    let strengths = Dictionary(configured.ownership.wirings.compactMap { wiring in
      wiring.property.map { ("\($0.owner).\($0.name)=\(wiring.targetType)", wiring.strength) }
    }, uniquingKeysWith: { first, _ in first })
    #expect(strengths["ProfileViewController.delegates=ProfileCoordinator"] == .weak)
    #expect(strengths["ListenerList.entries=SessionCoordinator"] == .weak)
    #expect(strengths["SessionCoordinator.listeners=ListenerList"] == .strong)
  }

  @Test func strongCapturesHandedToExternalKeepersAreRecorded() {
    let analysis = analyze(Self.base, """
      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() {
          NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in self.start() }
          Session.shared.onExpire = { self.start() }
          Session.shared.onRefresh = { [weak self] in self?.start() }
        }
      }
      final class Session {
        static let shared = Session()
        var onExpire: (() -> Void)?
        var onRefresh: (() -> Void)?
      }
      """)
    #expect(analysis.ownership.externalCaptures.map(\.keeper) == ["the notification center", "'Session.shared'"])
  }

  @Test func outputIsTheSameWhateverTheFileOrder() {
    let files = ["A.swift": Self.base, "B.swift": """
      final class ChildCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var parent: ParentCoordinator?
        func start() {}
      }
      """, "C.swift": """
      final class ParentCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        func start() { let child = ChildCoordinator(); child.parent = self; childCoordinators.append(child) }
      }
      """]
    let sorted = files.sorted { $0.key < $1.key }.map { (name: $0.key, source: $0.value) }
    let forward = analyze(files: sorted)
    let backward = analyze(files: sorted.reversed())
    #expect(forward.ownership.checks == backward.ownership.checks)
    #expect(forward.ownership.checks.contains { $0.verdict == .cycle })
  }

  /// Summaries settled on several threads are the ones the walk in order makes: chains of helpers, a recursion
  /// through two methods and one through itself give the same wirings, verdicts and edges with 1 thread and 4.
  @Test func summariesSettledInParallelMatchTheWalkInOrder() {
    let facts = InMemorySources.facts(InMemorySources.lettered([Self.base, """
      protocol ChildListener: AnyObject { func childDidFinish() }
      final class ChildCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var listener: ChildListener?
        var parent: ParentCoordinator?
        func start() { print(self) }
      }
      final class Factory {
        func make(listener: ChildListener) -> ChildCoordinator { wire(build(), listener) }
        func build() -> ChildCoordinator { ChildCoordinator() }
        func wire(_ child: ChildCoordinator, _ listener: ChildListener) -> ChildCoordinator {
          child.listener = listener
          return child
        }
      }
      """, """
      final class ParentCoordinator: Coordinator, ChildListener {
        var childCoordinators: [Coordinator] = []
        let factory = Factory()
        func start() { ping(3) }
        func ping(_ count: Int) { if count > 0 { pong(count - 1) } else { show() } }
        func pong(_ count: Int) { ping(count) }
        func retry(_ child: ChildCoordinator) { child.parent = self; retry(child) }
        func show() {
          let child = factory.make(listener: self)
          child.parent = self
          retry(child)
          childCoordinators.append(child)
          child.start()
        }
        func childDidFinish() {}
      }
      """]))
    let inOrder = Analysis(facts: facts, jobs: 1)
    let parallel = Analysis(facts: facts, jobs: 4)
    #expect(inOrder.ownership.wirings == parallel.ownership.wirings)
    #expect(inOrder.ownership.checks == parallel.ownership.checks)
    #expect(inOrder.ownership.presentations == parallel.ownership.presentations)
    let nodes = inOrder.ownership.graph.nodeTypes.keys.sorted()
    #expect(nodes == parallel.ownership.graph.nodeTypes.keys.sorted())
    for node in nodes {
      #expect(inOrder.ownership.graph.edges(from: node) == parallel.ownership.graph.edges(from: node))
    }
    // The factory's helper chain reaches the listener, and both back references close cycles.
    #expect(Set(inOrder.ownership.checks.filter { $0.verdict == .cycle }.compactMap(\.wiring.property?.name))
      == ["listener", "parent"])
  }

  /// A function that reaches a recursion is never settled in parallel, even where its probe enters the recursion
  /// itself: walked in order, `hand` is first summarized inside `keep`, with `keep` in progress, so it stores
  /// nothing; probed on its own it would store through `keep`.
  @Test func aSummaryReachingARecursionIsLeftToTheWalkInOrder() throws {
    let analysis = analyze(Self.base, """
      final class Keeper { var owner: ZooCoordinator? }
      final class Relay {
        func keep(_ owner: ZooCoordinator, _ keeper: Keeper) { keeper.owner = owner; hand(owner, keeper) }
        func hand(_ owner: ZooCoordinator, _ keeper: Keeper) { keep(owner, keeper) }
      }
      final class ZooCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let keeper = Keeper()
        let relay = Relay()
        func start() { relay.hand(self, keeper) }
      }
      """)
    let bodies = analysis.codebase.functionBodies
    let hand = try #require(bodies.first { $0.owner == "Relay" && $0.decl.name == "hand" })
    let start = try #require(bodies.first { $0.owner == "ZooCoordinator" && $0.decl.name == "start" })
    let inOrder = FlowContext(codebase: analysis.codebase, lifecycle: analysis.lifecycle)
    let settled = FlowContext(codebase: analysis.codebase, lifecycle: analysis.lifecycle)
    // Only `hand` and a caller are probed, so `hand`'s probe enters the recursion.
    settled.settle([(hand.owner, hand.decl), (start.owner, start.decl)], jobs: 2)
    for function in bodies {
      let expected = inOrder.summary(owner: function.owner, decl: function.decl)
      let actual = settled.summary(owner: function.owner, decl: function.decl)
      #expect(expected.effects == actual.effects, "\(function.function.selector)")
    }
    #expect(inOrder.summary(owner: hand.owner, decl: hand.decl).effects.isEmpty)
  }
}
