import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The media-chrome tags the swing player draws, with the attributes it sets on them. */
type MediaTag<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra & { slot?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaTag<{ hotkeys?: string; nohotkeys?: boolean; fullscreenelement?: string; gesturesdisabled?: boolean; autohide?: string }>;
      'media-control-bar': MediaTag<{ mediacontroller?: string }>;
      'media-play-button': MediaTag;
      'media-chrome-button': MediaTag<{ notooltip?: boolean }>;
      'media-time-range': MediaTag;
      'media-time-display': MediaTag<{ showduration?: boolean }>;
      'media-loop-button': MediaTag;
      'media-fullscreen-button': MediaTag;
    }
  }
}
