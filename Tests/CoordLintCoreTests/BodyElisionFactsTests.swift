import Foundation
import Testing
@testable import CoordLintCore

/// Which bodies extraction leaves out (`BodyElision`): only those of value types that hold no object and write no
/// name an analysis looks up; every other file's facts are a full read's.
@Suite struct BodyElisionFactsTests {
  static let coordinator = """
    protocol Coordinator: AnyObject { func start() }
    final class ShopCoordinator: Coordinator {
      var children: [Coordinator] = []
      func start() { finishCheckout() }
      func finishCheckout() { children.removeAll() }
    }
    """

  static func extract(_ sources: [String], eliding: Bool) -> [FileFacts] {
    let files = sources.enumerated().map { index, source in
      SourceLoader.File(path: "F\(index).swift", data: Data(source.utf8), problem: nil)
    }
    return SourceLoader.extract(files, jobs: 2, elidingInertBodies: eliding).facts
  }

  /// The body of each function, by name, of every type and extension.
  static func bodies(_ facts: FileFacts) -> [String: Int] {
    var result: [String: Int] = [:]
    for members in facts.types.map(\.members) + facts.extensions.map(\.members) {
      for function in members.functions { result[function.name] = function.body?.count ?? -1 }
      for property in members.properties where property.storage == .computed {
        result[property.name] = property.accessorBody.count
      }
    }
    for function in facts.functions { result[function.name] = function.body?.count ?? -1 }
    return result
  }

  @Test func plainValueTypesLoseTheirBodiesAndNothingElse() {
    let sources = [Self.coordinator, """
      struct Price: Codable, Hashable {
        let amount: Double
        var currency: String
        var formatted: String { String(amount) + currency }
        func doubled() -> Price { Price(amount: amount * 2, currency: currency) }
      }
      extension Array where Element == Price {
        func total() -> Double { reduce(0) { $0 + $1.amount } }
      }
      enum Rounding { static func round(_ x: Double) -> Double { x.rounded() } }
      """]
    let elided = Self.extract(sources, eliding: true)
    let full = Self.extract(sources, eliding: false)
    #expect(elided[0] == full[0])
    #expect(Self.bodies(elided[1]) == ["formatted": 0, "doubled": 0, "total": 0, "round": 0])
    #expect(Self.bodies(full[1]) == ["formatted": 1, "doubled": 1, "total": 1, "round": 1])
    #expect(elided.allSatisfy { $0.elidedBodyNames == nil })
  }

  @Test func aNestedNameMeansTheDeclarationInScope() {
    let facts = Self.extract(["""
      final class Screen { struct Localization { let title: String } }
      final class Other { struct Localization { let screen: Screen? } }
      struct Localization { let shared: Screen?; static let cache = Screen() }
      """, "private struct Localization { let title: String; static let screen = Screen() }"], eliding: false)
    let table = InertTypeTable(facts)
    #expect(table.isInert("Localization", scope: ["Screen"], file: 0))
    #expect(!table.isInert("Localization", scope: ["Other"], file: 0))
    #expect(!table.isInert("Localization", scope: [], file: 0))
    #expect(table.isInert("Localization", scope: [], file: 1))
  }

  @Test(arguments: [
    // A stored closure can hold any object.
    "struct Handlers { let onDone: () -> Void\n func run() { onDone() } }",
    // A stored value of a type that holds a class is not inert either.
    "struct Box { let inner: Inner\n func run() -> Int { 1 } }\nstruct Inner { let shop: ShopCoordinator }",
    // A method named like a coordinator's is what a name-based lookup finds.
    "struct Steps { func run() { finishCheckout() }\n func finishCheckout() {} }",
    // An extension of a class is never inert, whatever its file.
    "extension ShopCoordinator { func restart() { start() } }",
    // `Any` may be any object.
    "struct Payload { func first(_ items: [Any]) -> Any { items[0] } }",
  ])
  func bodiesThatMayMatterAreRead(_ source: String) {
    let sources = [Self.coordinator, source]
    #expect(Self.extract(sources, eliding: true) == Self.extract(sources, eliding: false))
  }

  @Test func aTypeHoldingANonInertTypeIsNotInert() {
    let facts = Self.extract(["""
      struct Outer { let middle: Middle; let count: Int }
      struct Middle { let inner: Inner }
      struct Inner { let shop: Shop }
      final class Shop {}
      enum Kind: String, Codable { case a, b }
      enum Route { case item(Kind), shop(Shop) }
      struct Tagged { let kind: Kind; let tags: [String: Kind] }
      """], eliding: false)
    let table = InertTypeTable(facts)
    let inert = ["Outer", "Middle", "Inner", "Shop", "Kind", "Route", "Tagged"].filter {
      table.isInert($0, scope: [], file: 0)
    }
    #expect(inert == ["Kind", "Tagged"])
  }
}
