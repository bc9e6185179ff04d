import { useLocation, useMatches } from 'react-router';
import { HEADER_SOLID_AFTER_PX } from '../../common/constants';

/**
 * A route's `handle`: `scripts: false` says the route draws nothing a script must do;
 * `'on-first-use'` that its page works without the app (a form that posts) and the app may wait
 * until the visitor first uses the page.
 */
export interface PageHandle {
  scripts?: boolean | 'on-first-use';
  /** A search parameter that gives an `'on-first-use'` page work to do at once (an invite's token). */
  startsAtOnceWith?: string;
}

/** The `handle` of a route, layout or page, that needs no script of the framework's. */
export const WITHOUT_SCRIPTS: PageHandle = { scripts: false };

/** The `handle` of a form page: drawn and posted without the app, the app started on first use. */
export const SCRIPTS_ON_FIRST_USE: PageHandle = { scripts: 'on-first-use' };

/**
 * How a page gets the framework's scripts:
 * - `none`: every route drawing the page (the root aside) says it needs none. The page is sent as
 *   HTML and CSS only, without React Router's scripts and module preloads (React Router's
 *   documented way of leaving JavaScript out of a page), and the platform does its few
 *   interactive parts (links, the header's menu as a native popover).
 * - `on-first-use`: the page says it can wait and no route says it cannot. The scripts are in the
 *   HTML but inert (web/lib/page-scripts.server.ts) until the visitor first presses, taps, types
 *   or moves the focus; then the app loads and takes the page over as it is, what was typed kept.
 * - `at-once`: the app starts as the page loads.
 */
export type PageScripts = 'none' | 'on-first-use' | 'at-once';

export function usePageScripts(): PageScripts {
  const { search } = useLocation();
  const handles = useMatches()
    .filter((m) => m.id !== 'root')
    .map((m) => (m.handle ?? {}) as PageHandle);
  if (handles.length === 0 || handles.some((h) => h.scripts === undefined || h.scripts === true)) return 'at-once';
  if (!handles.some((h) => h.scripts === 'on-first-use')) return 'none';
  const params = new URLSearchParams(search);
  return handles.some((h) => h.startsAtOnceWith && params.has(h.startsAtOnceWith)) ? 'at-once' : 'on-first-use';
}

export const useWithoutScripts = (): boolean => usePageScripts() === 'none';

/**
 * The one script of a page without the framework's, inline under the CSP's nonce: the header
 * turns solid once the page is scrolled past the same threshold as on the app's pages, and a
 * Back link goes back when the visitor came from one of this site's pages (home otherwise, its
 * address). A page whose app starts on first use runs it too, until the app takes over.
 */
export const STATIC_PAGE_SCRIPT = `(function(){
var h=document.querySelector('header[data-solid]');
if(h){var u=function(){h.setAttribute('data-solid',String(window.scrollY>=${HEADER_SOLID_AFTER_PX}))};addEventListener('scroll',u,{passive:true});u()}
document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-history-back]');
if(!b||!document.referrer)return;try{if(new URL(document.referrer).origin!==location.origin)return}catch(x){return}
e.preventDefault();history.back()})})()`;

/** What the framework's preloads and scripts are while they wait (page-scripts.server.ts). */
export const INERT_PRELOAD = 'x-on-first-use-modulepreload';
export const INERT_SCRIPT = 'text/x-on-first-use';

/** Events that say the visitor has started to use a page: its app starts then. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** How long a form sent before the app is live waits for it before the browser posts it itself. */
const SEND_WITHOUT_APP_AFTER_MS = 10_000;

/**
 * The script of a page whose app starts on first use, inline under the CSP's nonce. At the first
 * press, tap, key or focus it turns the framework's inert module preloads and scripts
 * (web/lib/page-scripts.server.ts) into live ones, in their order and places, under the same
 * nonce: the app then loads and hydrates the page as an app page's scripts would have at load.
 * A form of the app's sent before the app checks it (its `data-check` says 'server' until the
 * form is live and has its schema: web/lib/use-schema-check.ts) is held and sent again once it
 * does, so that it gets the app's check, human verification and history; a second press
 * meanwhile sends nothing more. If the form is not live within SEND_WITHOUT_APP_AFTER_MS, the
 * browser posts it as it does without JavaScript.
 */
export const FIRST_USE_SCRIPT = `(function(){
var events=${JSON.stringify(FIRST_USE_EVENTS)},started=false,held=new WeakSet();
function start(){if(started)return;started=true;
events.forEach(function(e){removeEventListener(e,start,true)});
document.querySelectorAll('link[rel="${INERT_PRELOAD}"]').forEach(function(l){l.rel='modulepreload'});
document.querySelectorAll('script[type^="${INERT_SCRIPT}"]').forEach(function(s){
var n=document.createElement('script');n.nonce=s.nonce;
if(s.type==='${INERT_SCRIPT}-module'){n.type='module';n.async=true}
n.textContent=s.textContent;s.replaceWith(n)})}
events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});
document.addEventListener('submit',function(e){var form=e.target,check=form.getAttribute('data-check');
if(!check||check==='browser')return;e.preventDefault();if(held.has(form))return;
held.add(form);start();var by=e.submitter,sent=false;
function send(byApp){if(sent)return;sent=true;watch.disconnect();clearTimeout(timer);held.delete(form);
if(byApp)form.requestSubmit(by&&by.isConnected?by:undefined);else form.submit()}
var watch=new MutationObserver(function(){if(form.getAttribute('data-check')==='browser')send(true)});
watch.observe(form,{attributes:true,attributeFilter:['data-check']});
var timer=setTimeout(function(){send(false)},${SEND_WITHOUT_APP_AFTER_MS})},true)})()`;
