#import "LegacyAppDelegate.h"
#import "ObjCBridge-Swift.h"

// Before Swift: self.coordinator = [[GhostCoordinator alloc] init];
@interface LegacyAppDelegate ()
@property (nonatomic, strong) HomeCoordinator *homeCoordinator;
@property (nonatomic, strong) ReportCoordinator *reportCoordinator;
@end

@implementation LegacyAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.homeCoordinator = [[HomeCoordinator alloc] initWithWindow:self.window];
    [self.homeCoordinator start];
    NSLog(@"started [GhostCoordinator new] %c", ']');
    return YES;
}

/* Shaking reports a problem.
   [[GhostCoordinator alloc] init] was the old way. */
- (void)motionEnded:(UIEventSubtype)motion withEvent:(UIEvent *)event
{
    self.reportCoordinator = ReportCoordinator.new;
    [self.reportCoordinator start];
}

@end
