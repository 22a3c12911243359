import UIKit
import SafariServices

/// What the settings screen may ask for. Declares no start, finish or children: not a coordinator root.
protocol SettingsCoordinatorProtocol: AnyObject {
    func openAbout()
    func openLicenses()
    func openPrivacyPolicy()
}

final class SettingsCoordinator: SettingsCoordinatorProtocol {

    private(set) var navigationController: UINavigationController?
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let settings = SettingsViewController(style: .insetGrouped)
        settings.coordinator = self
        let navigation = UINavigationController(rootViewController: settings)
        navigationController = navigation
        presenter?.present(navigation, animated: true)
    }

    // MARK: - SettingsCoordinatorProtocol

    func openAbout() {
        navigationController?.pushViewController(AboutViewController(bundle: .main), animated: true)
    }

    func openLicenses() {
        let licenses = LicensesViewController(acknowledgements: .bundled)
        navigationController?.pushViewController(licenses, animated: true)
    }

    func openPrivacyPolicy() {
        let safari = SFSafariViewController(url: URL(string: "https://example.com/journal/privacy")!)
        navigationController?.present(safari, animated: true)
    }
}

// MARK: - Screen

final class SettingsViewController: UITableViewController {

    weak var coordinator: SettingsCoordinatorProtocol?

    private enum Row: CaseIterable {
        case about, licenses, privacy

        var title: String {
            switch self {
            case .about: "About"
            case .licenses: "Acknowledgements"
            case .privacy: "Privacy Policy"
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = Row.allCases[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row.allCases[indexPath.row] {
        case .about: coordinator?.openAbout()
        case .licenses: coordinator?.openLicenses()
        case .privacy: coordinator?.openPrivacyPolicy()
        }
    }
}
