#import "SettingsViewController.h"
#import "ObjCBridge-Swift.h"

@implementation SettingsViewController
{
    PinPresenter *pinPresenter;
}

- (void)setPin
{
    pinPresenter = [PinPresenter new];
    [pinPresenter presentFrom:self];
}

@end
