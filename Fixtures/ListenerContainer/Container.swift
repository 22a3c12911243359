import Foundation

/// What a feature needs from its parent. Each feature refines it with the services it uses.
public protocol Dependency: AnyObject {}

/// A feature's public face: the only thing a parent coordinator knows about a child feature.
public protocol Containable: AnyObject {}

/// Holds a feature's dependencies and builds the feature's coordinator, view model and screens on demand.
///
/// The concrete coordinator type never leaves the container: parents receive an opaque `Coordinating`.
open class Container<DependencyType> {

    public let dependency: DependencyType

    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}

// MARK: - Shared services

/// Services every feature draws from, created once by the composition root.
public protocol NewsServices {
    var imageLoader: ImageLoading { get }
    var headlines: HeadlinesRepository { get }
    var articles: ArticleRepository { get }
    var bookmarks: BookmarkStore { get }
    var analytics: AnalyticsTracking { get }
}
