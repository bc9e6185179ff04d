import { useMatches } from 'react-router';
import { HEADER_SOLID_AFTER_PX } from '../../common/constants';

/** A route's `handle`: `scripts: false` says the route draws nothing a script must do. */
export interface PageHandle {
  scripts?: boolean;
}

/** The `handle` of a route, layout or page, that needs no script of the framework's. */
export const WITHOUT_SCRIPTS: PageHandle = { scripts: false };

/**
 * True when every route drawing the page (the root aside) says it needs no script: the page is
 * then sent as HTML and CSS only, without React Router's scripts and module preloads (React
 * Router's documented way of leaving JavaScript out of a page), and the platform does its few
 * interactive parts (links, the header's menu as a native popover).
 */
export function useWithoutScripts(): boolean {
  const matches = useMatches();
  return matches.length > 1 && matches.every((m) => m.id === 'root' || (m.handle as PageHandle | undefined)?.scripts === false);
}

/**
 * The one script of a page without the framework's, inline under the CSP's nonce: the header
 * turns solid once the page is scrolled past the same threshold as on the app's pages, and a
 * Back link goes back when the visitor came from one of this site's pages (home otherwise, its
 * address).
 */
export const STATIC_PAGE_SCRIPT = `(function(){
var h=document.querySelector('header[data-solid]');
if(h){var u=function(){h.setAttribute('data-solid',String(window.scrollY>=${HEADER_SOLID_AFTER_PX}))};addEventListener('scroll',u,{passive:true});u()}
document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-history-back]');
if(!b||!document.referrer)return;try{if(new URL(document.referrer).origin!==location.origin)return}catch(x){return}
e.preventDefault();history.back()})})()`;
