/**
 * media-chrome's words in sentence case, through its own translations: its English labels for
 * assistive technology are lower case ("play", "seek"). Imported before the elements, which read
 * the words when they upgrade; the site is in English, so the player is too, whatever the
 * browser's language.
 */
import { En } from 'media-chrome/dist/lang/en.js';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { mediaChromeWords } from './texts';

addTranslation('en', { ...En, ...mediaChromeWords });
setLanguage('en');
