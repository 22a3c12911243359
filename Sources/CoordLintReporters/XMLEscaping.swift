/// Escaping for XML 1.0 text and attribute values, shared by the Checkstyle and JUnit reporters.
enum XMLEscaping {
  /// Text safe inside an element, or (`inAttribute`) a double-quoted attribute value, where line breaks and tabs
  /// become character references so that attribute-value normalization keeps them. Characters XML 1.0 forbids
  /// (most C0 controls, U+FFFE, U+FFFF) become U+FFFD, since they cannot be written even as references.
  static func escape(_ text: String, inAttribute: Bool = true) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n" where inAttribute: escaped += "&#10;"
      case "\r": escaped += "&#13;"
      case "\t" where inAttribute: escaped += "&#9;"
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          escaped += "\u{FFFD}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }
}
