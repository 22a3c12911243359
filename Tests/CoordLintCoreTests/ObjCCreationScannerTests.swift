import Foundation
import Testing
@testable import CoordLintCore

/// The Objective-C scan: what counts as creating a class, what is skipped, and that no bytes can break it.
@Suite struct ObjCCreationScannerTests {
  func scan(_ source: String) -> [String] {
    ObjCCreationScanner.creations(in: Data(source.utf8), path: "A.m").map {
      "\($0.className)@\($0.location.line):\($0.location.column)"
    }
  }

  @Test func allocNewAndTheirDotForms() {
    #expect(scan("x = [[HomeCoordinator alloc] initWithRouter:router];") == ["HomeCoordinator@1:7"])
    #expect(scan("x = [SetPinPresenter new];") == ["SetPinPresenter@1:6"])
    #expect(scan("x = [ [ Home  alloc ]\n  init];") == ["Home@1:9"])
    #expect(scan("x = Report.new;\ny = [Report.alloc initWithA:a];") == ["Report@1:5", "Report@2:6"])
  }

  @Test func messagesThatAreNotCreationsAreNot() {
    #expect(scan("[self.coordinator start]; [coordinator alloc]; [[self class] new]; [Home allocWith:x];") == [])
    #expect(scan("[Home alloc:x]; [Home new:y]; self.child.new; object->Child.new; [super new];") == [])
    #expect(scan("[Home.shared new]; x.Home.alloc;") == [])
  }

  @Test func commentsStringsAndCharactersAreSkipped() {
    let source = """
      // [[LineCoordinator alloc] init];
      /* [BlockCoordinator new];
         Other.new */
      NSLog(@"[StringCoordinator new] \\" [Escaped new]", 'c', '[', "]");
      char *s = "[CString alloc]"; x = [Real new];
      """
    #expect(scan(source) == ["Real@5:35"])
  }

  @Test func anUnterminatedLiteralEndsWithItsLine() {
    #expect(scan("s = \"unterminated [Hidden new]\n[Found new];") == ["Found@2:2"])
    #expect(scan("c = 'x\n[Found new];") == ["Found@2:2"])
    // An unterminated block comment runs to the end, as the compiler reads it.
    #expect(scan("/* open\n[Hidden new];") == [])
  }

  @Test func linesCountLFCRLFAndCR() {
    #expect(scan("a;\r\nb;\rc;\n[X new];") == ["X@4:2"])
    #expect(scan("/* a\r\n b */ [X new];") == ["X@2:8"])
  }

  @Test func nonASCIIBytesCountAsBytesInColumns() {
    #expect(scan("é = [X new];") == ["X@1:7"])
  }

  /// Random bytes, bracket runs, quote runs and comment openers: the scan ends, finds nothing it should not, and
  /// takes time in proportion to the input.
  @Test func hostileBytesNeverBreakTheScan() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var bytes: [UInt8] = []
    for _ in 0..<200_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 33))
    }
    _ = ObjCCreationScanner.creations(in: Data(bytes), path: "R.m")
    for unit in ["[", "[A ", "\"", "'", "/*", "//", "\\", "[A alloc", "A.", "\r", "\u{0}"] {
      let data = Data(String(repeating: unit, count: 100_000).utf8)
      let clock = ContinuousClock()
      let elapsed = clock.measure { _ = ObjCCreationScanner.creations(in: data, path: "R.m") }
      #expect(elapsed < .seconds(5), "\(unit.debugDescription) took \(elapsed)")
    }
    let many = String(repeating: "[A new];", count: 50_000)
    #expect(ObjCCreationScanner.creations(in: Data(many.utf8), path: "R.m").count == 50_000)
    #expect(scan("") == [])
    #expect(scan("[") == [])
    #expect(scan("A.new") == ["A@1:1"])
    #expect(scan("[A new") == [])
  }
}
