import Foundation

/// The system's reason for a failed file operation, worded like the rest of coordlint's messages.
public enum FileErrorReason {
  /// `no such file or directory`, `permission denied`, …: the POSIX reason behind a Foundation file error.
  public static func of(_ error: Error) -> String {
    if let error = error as? AtomicFile.WriteError { return error.reason }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileReadNoSuchFile, .fileNoSuchFile: return String(cString: strerror(ENOENT)).lowercased()
    case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES)).lowercased()
    default: return nsError.localizedDescription.lowercased()
    }
  }
}

extension Error {
  /// The system's reason for a file error (see `FileErrorReason`).
  var reason: String { FileErrorReason.of(self) }
}
