/** Paint first, then script: how long a page waits for a frame before loading its scripts anyway. */
export const LOADER_FALLBACK_MS = 500;

/**
 * The inline script (run under the page's nonce) that loads the app after the first paint: the
 * server-rendered page is complete and readable without its scripts, so on a slow connection its
 * HTML and CSS get the bandwidth first and the scripts follow (on Lighthouse's mobile profile this
 * moved the login page's LCP from ~1.9 s to under 1 s). The browser reports the paint (Paint Timing);
 * one without that API loads after a frame, and a background tab (no frames, no paint) after
 * LOADER_FALLBACK_MS.
 */
export function scriptLoader(entry: string, preloads: readonly string[]): string {
  return `(function(){var started=false;function load(){if(started)return;started=true;var head=document.head;${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;head.appendChild(link)});var script=document.createElement('script');script.type='module';script.src=${JSON.stringify(entry)};head.appendChild(script)}try{new PerformanceObserver(function(list,observer){observer.disconnect();load()}).observe({type:'paint',buffered:true})}catch(error){requestAnimationFrame(function(){setTimeout(load,0)})}setTimeout(load,${LOADER_FALLBACK_MS})})()`;
}
