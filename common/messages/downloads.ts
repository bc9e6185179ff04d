/**
 * Downloads (spec section 2, Downloads) and publishing a release.
 */
export const downloadsMessages = {
  downloadsTitle: 'Downloads',
  downloadWindowsApp: '{siteName} for Windows',
  downloadButton: 'Download',
  releaseVersionInvalid: 'Please enter a version like 1.2.3',
  releaseUrlInvalid: 'Please enter a valid download address (https://)',
  releaseUrlNotHttps: 'The download address must start with https://, so that the installer travels encrypted',
  releaseUrlCredentials: 'The download address must not hold a user name or password',
  releasePublished: 'The new release has been published',
  cancelSubscription: 'Cancel Subscription',
  subscribeSuccessPageTitle: 'Subscription Confirmed',
  cancelResultPageTitle: 'Subscription Canceled',
  downloadsLoadFailed: 'The download information could not be loaded. Please try again later.',
  releasesTitle: 'Releases',
  releasesCurrent: 'Offered on Downloads now',
  releasesPublishHeading: 'Publish a new release',
  releasesPublishHelp: 'The Windows app of this version at this address is what Downloads offers from then on.',
  releaseVersionLabel: 'Version',
  releaseUrlLabel: 'Download address',
  releasePublishButton: 'Publish Release',
  invalidSignature: 'Invalid webhook signature',
} as const;
