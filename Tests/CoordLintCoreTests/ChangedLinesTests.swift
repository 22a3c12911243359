import CoordLintCore
import Testing

/// Reading `git diff --unified=0` into changed line ranges.
@Suite struct ChangedLinesTests {
  @Test func readsHunksQuotedNamesAndSkipsDeletions() {
    let diff = """
      diff --git a/A.swift b/A.swift
      index 1..2 100644
      --- a/A.swift
      +++ b/A.swift
      @@ -3 +3 @@ class A {
      -  let a = 1
      +  let a = 2
      @@ -10,2 +10,0 @@
      -x
      -y
      @@ -20,0 +19,3 @@
      +++ not a header
      +b
      +c
      diff --git "a/sub dir/caf\\303\\251.swift" "b/sub dir/caf\\303\\251.swift"
      --- "a/sub dir/caf\\303\\251.swift"\t
      +++ "b/sub dir/caf\\303\\251.swift"\t
      @@ -1 +1 @@
      -a
      +b
      diff --git a/Gone.swift b/Gone.swift
      deleted file mode 100644
      --- a/Gone.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -gone

      """
    let changed = ChangedLines(root: "/repo", diff: diff)
    #expect(changed.lines == ["/repo/A.swift": [3...3, 19...21], "/repo/sub dir/café.swift": [1...1]])
    #expect(changed.contains(file: "/repo/A.swift", line: 20))
    // The line where two lines were deleted is not a changed line.
    #expect(!changed.contains(file: "/repo/A.swift", line: 10))
    #expect(!changed.contains(file: "/repo/Gone.swift", line: 1))
  }
}
