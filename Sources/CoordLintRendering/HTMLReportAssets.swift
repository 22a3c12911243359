/// The HTML report's style sheet and script, inlined into every page so it needs nothing from the network.
///
/// They live in `Resources/` as plain files, embedded in the binary by SwiftPM (`.embedInCode`), so no resource
/// bundle has to be found at run time wherever the executable is copied.
enum HTMLReportAssets {
  /// `report.css`: system fonts only, since a web font would be a download, or hundreds of kilobytes inlined.
  static let css = String(decoding: PackageResources.report_css, as: UTF8.self)

  /// `report.js`: reads the JSON block, wires pan and zoom to the SVG's viewBox, and fills the side panel for the
  /// selected node; everything user-supplied goes in through `textContent`, never as markup.
  static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
}
