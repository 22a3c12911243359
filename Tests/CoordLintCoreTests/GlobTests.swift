import Testing
@testable import CoordLintCore

@Suite struct GlobTests {
  @Test(arguments: [
    ("Generated", "App/Generated/Strings.swift", true),
    ("Generated", "App/GeneratedCode/Strings.swift", false),
    ("*Tests", "AppTests/AppCoordinatorTests.swift", true),
    ("**/Mocks/*.swift", "App/Sources/Mocks/Cart.swift", true),
    ("**/Mocks/*.swift", "Mocks/Cart.swift", true),
    ("App/*.swift", "App/Sub/Cart.swift", false),
    ("App/**", "App/Sub/Cart.swift", true),
    ("./App/*.swift", "App/Cart.swift", true),
    ("Cart?.swift", "Cart2.swift", true),
  ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }
}
