import CoordLintTestSupport
import Testing
@testable import CoordLintCore

@Suite struct FactExtractorTests {
  @Test func theSharedOperatorTableIsTheStandardOne() {
    #expect(FactExtractor.operatorsMatchTheStandardTable)
  }

  /// Single operations are read without folding: the reading must be the folded one, locations included.
  @Test func singleOperationsReadAsTheyWouldFolded() {
    let source = """
      func f() {
        child.delegate = self
        self.children += [child]
        count -= 1
        let next = current ?? fallback
        if a === b { return }
        flag = x == y
        handler = { [weak self] in self?.finish() }
        value = try? make()
        list = list.filter { $0 !== child }
        total = first + second * third
        _ = router <~> other
      }
      """
    let check = FactExtractor.singleOperationsReadDifferently(in: source)
    #expect(check.compared == 9)
    #expect(check.differing.isEmpty)
  }

  @Test func propertiesCarryOwnershipMutabilityAndTypes() throws {
    let facts = FactExtractor.extract(source: """
      final class Home {
        weak var listener: HomeListener?
        unowned let parent: AppCoordinator
        private(set) var children = [Coordinator]()
        var routes: [String: Coordinator] = [:]
        static let shared = Home()
        lazy var viewModel = HomeViewModel(coordinator: self)
        var title: String { "Home" }
        var count = 0, name = ""
      }
      """, path: "Home.swift")
    let properties = try #require(facts.types.first).members.properties
    let byName = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0) })
    #expect(byName["listener"]?.ownership == .weak)
    #expect(byName["listener"]?.type == .optional(.named("HomeListener")))
    #expect(byName["parent"]?.ownership == .unowned)
    #expect(byName["parent"]?.isLet == true)
    #expect(byName["children"]?.inferredType == .array(.named("Coordinator")))
    #expect(byName["routes"]?.type == .dictionary(key: .named("String"), value: .named("Coordinator")))
    #expect(byName["shared"]?.isStatic == true)
    #expect(byName["shared"]?.inferredType == .named("Home"))
    #expect(byName["viewModel"]?.isLazy == true)
    #expect(byName["title"]?.storage == .computed)
    #expect(byName["count"]?.inferredType == .named("Int"))
    #expect(byName["name"]?.inferredType == .named("String"))
    #expect(properties.map(\.name) == ["listener", "parent", "children", "routes", "shared", "viewModel", "title",
                                       "count", "name"])
  }

  @Test func nestedTypesAndExtensionsAreQualified() {
    let facts = FactExtractor.extract(source: """
      enum Checkout {
        final class PaymentCoordinator: Coordinator {}
      }
      extension Checkout {
        final class ShippingCoordinator: Coordinator {}
      }
      extension Checkout.PaymentCoordinator: PaymentListener {}
      """, path: "Checkout.swift")
    #expect(facts.types.map(\.qualifiedName).sorted()
      == ["Checkout", "Checkout.PaymentCoordinator", "Checkout.ShippingCoordinator"])
    #expect(facts.extensions.map(\.extendedType) == [.named("Checkout"), .named("Checkout.PaymentCoordinator")])
  }

  @Test func methodBodiesKeepCallsAssignmentsBindingsAndClosures() throws {
    let facts = FactExtractor.extract(source: """
      final class AppCoordinator {
        func showHome(animated: Bool = true) {
          let child = HomeCoordinator(navigation: navigationController)
          child.delegate = self
          self.childCoordinators.append(child)
          child.onFinish = { [weak self] in self?.remove(child) }
          child.start()
        }
        func childDidFinish(_ child: Coordinator) {
          for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
          }
        }
      }
      """, path: "App.swift")
    let functions = try #require(facts.types.first).members.functions
    #expect(functions.map(\.selector) == ["showHome(animated:)", "childDidFinish(_:)"])
    #expect(functions[0].parameters.first?.hasDefault == true)
    let body = try #require(functions[0].body)
    guard case .binding(let binding) = body[0], case .call(let constructor)? = binding.value else {
      Issue.record("expected a binding from a constructor call"); return
    }
    #expect(binding.names == ["child"])
    #expect(constructor.name == "HomeCoordinator")
    #expect(constructor.labels == ["navigation"])
    guard case .assignment(let assignment) = body[1] else { Issue.record("expected an assignment"); return }
    #expect(assignment.target.memberPath == ["child", "delegate"])
    #expect(assignment.value.isSelf)
    guard case .expression(.call(let append), let location) = body[2] else { Issue.record("expected a call"); return }
    #expect(append.name == "append")
    #expect(append.receiver?.memberPathDroppingSelf == ["childCoordinators"])
    #expect(location.line == 5)
    guard case .assignment(let closureAssignment) = body[3], case .closure(let closure) = closureAssignment.value else {
      Issue.record("expected a closure assignment"); return
    }
    #expect(closure.captures.map(\.ownership) == [.weak])
    #expect(closure.selfCapture == .weak)
    #expect(closure.usesSelf)

    let loopBody = try #require(functions[1].body)
    guard case .forIn(let loop) = loopBody[0] else { Issue.record("expected a for-in"); return }
    #expect(loop.names == ["index", "coordinator"])
    #expect(loop.whereClause != nil)
    guard case .expression(.call(let remove), _) = loop.body[0] else { Issue.record("expected remove(at:)"); return }
    #expect(remove.name == "remove" && remove.labels == ["at"])
  }

  @Test func filterReassignmentAndCompoundAssignmentAreAssignments() throws {
    let facts = FactExtractor.extract(source: """
      extension AppCoordinator {
        func didFinish(child: Coordinator) {
          self.childCoordinators = self.childCoordinators.filter { $0.type != child.type }
          children += [child]
          flows[.home] = nil
        }
      }
      """, path: "App.swift")
    let body = try #require(facts.extensions.first?.members.functions.first?.body)
    let ops = body.compactMap { statement -> String? in
      if case .assignment(let assignment) = statement { return assignment.op }
      return nil
    }
    #expect(ops == ["=", "+=", "="])
    guard case .assignment(let keyed) = body[2], case .subscriptAccess(let base, _) = keyed.target else {
      Issue.record("expected a subscript assignment"); return
    }
    #expect(base == .name("flows"))
  }

  @Test func strongSelfCaptureAndImplicitSelfAreSeen() throws {
    let facts = FactExtractor.extract(source: """
      final class Feed {
        func bind() {
          service.onUpdate = { self.reload() }
          service.onError = { [unowned self] error in show(error) }
          DispatchQueue.main.async { print("no self here") }
        }
      }
      """, path: "Feed.swift")
    let body = try #require(facts.types.first?.members.functions.first?.body)
    var closures: [Closure] = []
    for statement in body {
      switch statement {
      case .assignment(let assignment): assignment.value.forEachClosure { closures.append($0) }
      case .expression(let expr, _): expr.forEachClosure { closures.append($0) }
      default: break
      }
    }
    #expect(closures.map(\.selfCapture) == [.strong, .unowned, nil])
    #expect(closures[1].parameters == ["error"])
  }

  @Test func ifConfigBranchesAreBothRead() {
    let facts = FactExtractor.extract(source: """
      #if DEBUG
      final class DebugMenuCoordinator: Coordinator {}
      #else
      final class ReleaseMenuCoordinator: Coordinator {}
      #endif
      final class Menu {
        #if DEBUG
        var debugChild: Coordinator?
        #endif
      }
      """, path: "Menu.swift")
    #expect(facts.types.map(\.name).sorted() == ["DebugMenuCoordinator", "Menu", "ReleaseMenuCoordinator"])
    #expect(facts.types.first { $0.name == "Menu" }?.members.properties.map(\.name) == ["debugChild"])
  }

  @Test func brokenSourceStillYieldsFactsAndReportsTheError() {
    let facts = FactExtractor.extract(source: """
      final class AppCoordinator: Coordinator {
        func start( {
      }
      final class AuthCoordinator: Coordinator {}
      """, path: "Broken.swift")
    #expect(!facts.syntaxErrors.isEmpty)
    #expect(facts.types.contains { $0.name == "AppCoordinator" })
  }

  @Test func factsRoundTripThroughCodable() throws {
    let facts = FactExtractor.extract(source: """
      \(Snippet.coordinatorProtocolWithChildren)
      final class A: Coordinator { var childCoordinators: [Coordinator] = []; func start() { let b = B(); b.start() } }
      """, path: "A.swift")
    let data = try JSONEncoder().encode(facts)
    #expect(try JSONDecoder().decode(FileFacts.self, from: data) == facts)
  }
}

import Foundation

/// Patterns that take a value apart: each bound name keeps the steps to its part.
@Suite struct PatternPartTests {
  func body(_ source: String) -> [Statement] {
    let facts = FactExtractor.extract(source: "func f() {\n\(source)\n}", path: "F.swift")
    return facts.functions.first?.body ?? []
  }

  @Test func tuplesAndEnumPayloadsGiveEachNameItsPart() {
    let statements = body("""
      let (coordinator, _) = make()
      let (a, b) = pair()
      if case .flow(let next) = made() {}
      switch route {
      case let .present(child, _): break
      case .push(let (first, second)): break
      case let vc as UIViewController: break
      }
      """)
    var found: [String: Expr?] = [:]
    var paths: [String: [PatternStep]] = [:]
    IRWalk.visitStatements(in: statements) { statement, _ in
      if case .binding(let binding) = statement {
        if binding.names.count == 1 { found[binding.names[0]] = binding.value }
        for (name, path) in zip(binding.names, binding.paths ?? []) { paths[name] = path }
      }
      return .visitChildren
    }
    let call = { (name: String) -> Expr in
      if case .projection(.call(let call), _)?? = found[name], call.name != nil { return .call(call) }
      return .name("?")
    }
    #expect(found["coordinator"] == .projection(call("coordinator"), [.element(0)]))
    #expect(paths["a"] == [.element(0)] && paths["b"] == [.element(1)])
    #expect(found["next"] == .projection(call("next"), [.payload("flow", 0)]))
    #expect(found["child"] == .projection(.name("route"), [.payload("present", 0)]))
    #expect(found["second"] == .projection(.name("route"), [.payload("push", 0), .element(1)]))
    // A cast pattern binds the whole value, as before; the switch's subject is not re-bound for it.
    #expect(found["vc"] == nil)
  }
}
