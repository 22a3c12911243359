#if canImport(Glibc)
import Glibc
#endif

/// How the tool asks glibc's allocator to hand memory back; nothing on other platforms.
public enum MallocTuning {
  /// Fixes the size above which an allocation gets its own mapping at 8 MiB.
  ///
  /// glibc raises that threshold to the size of each large block freed (up to 32 MB), so after the first passes'
  /// large arrays and tables come and go, later ones land in the heap, whose pages stay resident after they are
  /// freed and split by what is allocated around them. Fixing it gives the largest their own mapping, returned when
  /// freed: 25 MB off a million-line run's peak. A lower threshold saved no more and cost page faults (1 MiB: twice
  /// the system time, 0.9 s more at two million lines). Called once, before any work.
  public static func apply() {
    #if canImport(Glibc)
    // `mallopt` and `M_MMAP_THRESHOLD` (-3) are in `malloc.h`, which Swift's Glibc module leaves out.
    guard let symbol = dlsym(nil, "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)(-3, 8 * 1024 * 1024)
    #endif
  }

  /// glibc's `malloc_trim(0)`: hands back the free pages of every arena.
  static func trim() {
    #if canImport(Glibc)
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    #endif
  }
}
