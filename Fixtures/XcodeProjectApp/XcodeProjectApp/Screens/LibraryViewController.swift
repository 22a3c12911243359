import UIKit

/// A podcast show.
struct Show: Hashable {
    let title: String
    let episodes: [Episode]

    static let subscribed = [
        Show(title: "Swift by the Sea", episodes: [Episode(title: "Actors in practice", minutes: 42)]),
        Show(title: "Layout Hour", episodes: [Episode(title: "Compositional layouts", minutes: 55)]),
    ]
}

/// One episode of a show.
struct Episode: Hashable {
    let title: String
    let minutes: Int
}

/// The list of subscribed shows.
final class LibraryViewController: UITableViewController {
    var onSelectShow: ((Show) -> Void)?
    private let shows: [Show]

    init(shows: [Show]) {
        self.shows = shows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shows[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectShow?(shows[indexPath.row])
    }
}

/// The episodes of one show.
final class EpisodeListViewController: UITableViewController {
    var onSelectEpisode: ((Episode) -> Void)?
    private let show: Show

    init(show: Show) {
        self.show = show
        super.init(style: .plain)
        title = show.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        show.episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = show.episodes[indexPath.row].title
        cell.detailTextLabel?.text = "\(show.episodes[indexPath.row].minutes) min"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectEpisode?(show.episodes[indexPath.row])
    }
}
