import CoordLintCore
import CoordLintTestSupport
import Foundation
import Testing

/// Reading a git work tree: its top folder through a link, changed lines, and a revision's files.
@Suite struct GitWorkTreeTests {
  private func repository() throws -> GitRepository {
    let repository = try GitRepository(files: ["Sub/A.swift": "one\ntwo\nthree\n", "B.swift": "b\n"])
    try repository.commitAll("first")
    return repository
  }

  @Test func findsTheTopFolderThroughALinkAndMapsPaths() throws {
    let repository = try repository()
    defer { repository.remove() }
    let link = TemporaryFolder.uniqueURL("coordlint-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repository.url)
    defer { try? FileManager.default.removeItem(at: link) }
    let tree = try GitWorkTree(containing: link.appendingPathComponent("Sub").path)
    #expect(tree.root == GitWorkTree.resolved(repository.path))
    #expect(tree.relative(link.appendingPathComponent("Sub/A.swift").path) == "Sub/A.swift")
    #expect(tree.relative("/") == nil)
  }

  @Test func changedLinesCoverEditsRenamesAndUntrackedFiles() throws {
    let repository = try repository()
    defer { repository.remove() }
    try repository.git(["mv", "Sub/A.swift", "Sub/Renamed.swift"])
    try repository.write("one\n2\nthree\n", to: "Sub/Renamed.swift")
    try repository.write("new\n", to: "C.swift")
    let tree = try GitWorkTree(containing: repository.path)
    let changed = try tree.changedLines(since: "HEAD")
    let renamed = tree.root + "/Sub/Renamed.swift"
    #expect(changed.contains(file: renamed, line: 2))
    #expect(!changed.contains(file: renamed, line: 1) && !changed.contains(file: renamed, line: 3))
    #expect(changed.contains(file: tree.root + "/C.swift", line: 99))
    #expect(!changed.contains(file: tree.root + "/B.swift", line: 1))
  }

  @Test func exportsARevisionWithoutTouchingTheWorkTree() throws {
    let repository = try repository()
    defer { repository.remove() }
    try repository.write("changed\n", to: "B.swift")
    let status = try repository.status()
    let copy = try TemporaryFolder("coordlint-export")
    defer { copy.remove() }
    let tree = try GitWorkTree(containing: repository.path)
    try tree.export("HEAD", to: copy.path)
    #expect(try copy.read("B.swift") == "b\n")
    #expect(try copy.read("Sub/A.swift") == "one\ntwo\nthree\n")
    #expect(try repository.status() == status)
    #expect(throws: GitWorkTree.Failure.unknownRevision("nope", reason: "fatal: bad revision 'nope'")) {
      try tree.export("nope", to: copy.path)
    }
  }

  @Test func saysWhenGitIsMissing() {
    #expect(throws: GitWorkTree.Failure.gitNotFound) {
      try GitWorkTree(containing: "/", environment: ["PATH": "/nonexistent"])
    }
  }
}
