/**
 * Swing clips: their upload, checks and the swing library's filters.
 */
export const clipsMessages = {
  clipNotFound: 'No clip of this account has this id',
  clipUploadNotFound: 'No upload of this account at this address',
  clipShotUnknown: 'shotClientId names no shot of this account uploaded before: upload the shot first',
  clipMetadataRequired: 'Upload-Metadata must name {field}',
  clipCameraInvalid: 'camera must be face-on, down-the-line or other',
  clipFpsInvalid: 'fps must be a number of frames a second from 1 to 240',
  clipImpactInvalid: 'impactMs must be a whole number of milliseconds from 0 to 60000',
  clipTextInvalid: '{field} must be text of 1 to 200 characters',
  clipLengthRequired: 'Upload-Length is required: the clip\'s size in bytes, known before it is sent',
  clipTooLarge: 'The clip is {size}; a clip is at most 500 MB',
  clipQuotaExceeded: 'This clip ({size}) would pass the storage of your account: {used} of {allowed} used',
  clipExists: 'This clip is already stored',
  clipUploadInProgress: 'This clip is being uploaded already: resume the upload at its address',
  clipSizeExceeded: 'More bytes were sent than Upload-Length declared',
  clipUploadExpired: 'This upload expired: an upload must finish within 24 hours. Start it again',
  clipsUnavailable: 'Clip uploads are unavailable for a moment. Try again shortly',
  clipNotAVideo: 'The file is not a video the site can play (MP4 with H.264 or HEVC, or WebM with VP9 or AV1)',
  clipHtmlOrText: 'The file is text or a web page, not a video',
  clipUnsupportedCodec: 'The video is {codec} in {container}; the site plays MP4 with H.264 or HEVC and WebM with VP9 or AV1',
  clipTruncated: 'The video is cut short: the file ends before its last frame',
  clipTooLong: 'The clip is {seconds} s long; a clip is at most 60 s',
  clipLibraryClubInvalid: 'club must be one of the desktop app\'s club names, such as 7i',
  clipLibraryDayInvalid: 'A date must be a day such as 2025-03-31, not in the future',
  clipLibraryDatesReversed: 'The end date must be on or after the start date',
} as const;
