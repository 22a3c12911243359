import CoordLintTestSupport
import Testing
@testable import CoordLintCore

@Suite struct ExpressionTypeResolverTests {
  let analysis = analyze(
    """
    protocol Coordinating: AnyObject { func start() }
    final class AppCoordinator: Coordinating {
      private let container: FeedContainer
      private var feed: FeedCoordinator?
      private let navigationController = UINavigationController()
      init(container: FeedContainer) { self.container = container }
      func start() {
        let local = FeedCoordinator()
        let made = container.coordinator(listener: self)
        let settings = SettingsCoordinator.make()
        let resolved = DIContainer.shared.resolve(ProfileCoordinator.self)!
        if let existing = feed { existing.start() }
        let unknown = mystery()
        let cast = made as? FeedCoordinator
        for (offset, child) in children.enumerated() { print(offset, child) }
      }
      var children: [Coordinating] = []
    }
    final class FeedContainer { func coordinator(listener: FeedListener) -> Coordinating { FeedCoordinator() } }
    final class FeedCoordinator: Coordinating { func start() {} }
    final class SettingsCoordinator: Coordinating { static func make() -> Self { Self() }; func start() {} }
    final class ProfileCoordinator: Coordinating { func start() {} }
    final class DIContainer { static let shared = DIContainer() }
    func mystery() -> Any { 0 }
    """)

  func type(of name: String) throws -> TypeRef? {
    let app = try #require(analysis.codebase.type("AppCoordinator"))
    let start = try #require(app.functions.first { $0.name == "start" })
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "AppCoordinator", function: start)
    return resolver.type(of: .name(name), at: SourceLocation(file: "A.swift", line: 16, column: 1))
  }

  @Test func propertiesAndSelfMembers() throws {
    #expect(try type(of: "feed") == .optional(.named("FeedCoordinator")))
    #expect(try type(of: "navigationController") == .named("UINavigationController"))
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "AppCoordinator", function: nil)
    #expect(resolver.type(of: .member(base: .name("self"), name: "container")) == .named("FeedContainer"))
    #expect(resolver.type(of: .name("self")) == .named("AppCoordinator"))
  }

  @Test func localsFromConstructorsFactoriesAndStaticMethods() throws {
    #expect(try type(of: "local") == .named("FeedCoordinator"))
    // A factory declared to return the protocol gives the protocol; which concrete type it builds is a later pass.
    #expect(try type(of: "made") == .named("Coordinating"))
    #expect(try type(of: "settings") == .named("SettingsCoordinator"))
    #expect(try type(of: "cast") == .optional(.named("FeedCoordinator")))
  }

  @Test func swinjectResolveGivesTheRequestedType() throws {
    #expect(try type(of: "resolved") == .optional(.named("ProfileCoordinator")))
  }

  @Test func unwrappedBindingsAndLoopElements() throws {
    #expect(try type(of: "existing") == .named("FeedCoordinator"))
    #expect(try type(of: "child") == .named("Coordinating"))
    #expect(try type(of: "offset") == .named("Int"))
  }

  @Test func anElementFoundByATypeCheckHasThatType() throws {
    // `children.first(where: { $0 is FeedCoordinator })?.start()` calls the feed's `start()`.
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "AppCoordinator", function: nil)
    let at = SourceLocation(file: "A.swift", line: 1, column: 1)
    func first(_ name: String, _ body: Statement) -> Expr {
      let check = Closure(captures: [], parameters: name == "$0" ? [] : [name], body: [body], usesSelf: false,
                          location: at)
      return .call(Call(callee: .member(base: .name("children"), name: "first"),
                        arguments: [Argument(label: "where", value: .closure(check))], location: at))
    }
    let isFeed = Expr.cast(.name("$0"), type: .named("FeedCoordinator"), kind: .check)
    #expect(resolver.type(of: first("$0", .expression(isFeed, at))) == .optional(.named("FeedCoordinator")))
    let named = Expr.cast(.name("child"), type: .named("FeedCoordinator"), kind: .check)
    #expect(resolver.type(of: first("child", .return(named, at))) == .optional(.named("FeedCoordinator")))
    // Any other predicate says nothing of the type.
    #expect(resolver.type(of: first("$0", .expression(.literal(.true), at))) == nil)
  }

  @Test func unknownStaysUnknown() throws {
    #expect(try type(of: "unknown") == .named("Any"))
    #expect(try type(of: "nothingByThatName") == nil)
    let resolver = ExpressionTypeResolver(codebase: analysis.codebase, typeKey: "AppCoordinator", function: nil)
    #expect(resolver.type(of: .call(Call(callee: .name("makeSomething"), arguments: [],
                                         location: SourceLocation(file: "A.swift", line: 1, column: 1)))) == nil)
  }
}
