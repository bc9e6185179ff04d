/**
 * The media-chrome elements the swing player uses, each module defining its custom element. Imported
 * in the browser only, once a player is on the page (the server draws the tags, which the browser
 * upgrades when this arrives): the video itself shows and loads before it.
 */
import './media-chrome-words';
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-chrome-button.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-loop-button.js';
import 'media-chrome/dist/media-fullscreen-button.js';
