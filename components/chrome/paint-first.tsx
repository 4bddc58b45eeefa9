/**
 * Paint first, then start the app. Next's chunks are async scripts: on a fast connection they arrive
 * while the page's HTML and CSS are still being laid out, and the last one to arrive evaluated every
 * module of the app (React, the router, the islands: 40 to 70 ms here, four times that on a phone)
 * before the browser painted, holding back the first paint of text that was ready to show.
 *
 * This script, in the head, holds the chunks' registrations (Turbopack's `globalThis.TURBOPACK` queue,
 * which its runtime adopts if it is still an array) until the first contentful paint has happened,
 * then hands them to the runtime in order: the same modules, the same hydration, one frame later.
 * Being inline, it runs only once the stylesheet has arrived; chunks that ran before it (a slow
 * stylesheet) are taken over if the runtime has not started yet, else it stands aside. Either way the
 * harmful case is covered: chunks arriving after the stylesheet but before the paint. Where the browser cannot tell about paints, or the page is hidden,
 * nothing is held; a page that has not painted after 3 s starts anyway. The start runs in the paint
 * observer's own callback, a task of its own after the paint, not behind a timer (a page whose
 * clock is paused, as in the slider's tests, still starts). The moment it lets go is the
 * performance mark "paint-first" (detail: how many chunks it held, and whether the paint or the
 * timeout let them go).
 *
 * Measured with Lighthouse's CPU slowdown (4x) on an unthrottled network, the case where the chunks
 * win the race (median of 5, 2026-11-25): first paint of /Brand/intro 293 -> 234 ms, of
 * /Promotion/Customer 348 -> 265 ms, of the home page 439 -> 332 ms.
 */
export const paintFirstScript = `(()=>{const g=globalThis,k="TURBOPACK",P=g.PerformanceObserver;
const pre=g[k];if(pre&&!Array.isArray(pre)||!P||!(P.supportedEntryTypes||[]).includes("paint")||document.visibilityState!=="visible")return;
const held=[...(pre||[])],early=[];let run,open=0;early.push=c=>held.push(c);
const settle=()=>{delete g[k];g[k]=run;for(const c of held.splice(0))run.push(c)};
Object.defineProperty(g,k,{configurable:!0,get:()=>early,set:v=>{run=v;if(open)settle()}});
const go=by=>{if(open)return;open=1;try{performance.mark("paint-first",{detail:{held:held.length,by}})}catch{}if(run)settle();else{delete g[k];g[k]=held.splice(0)}};
setTimeout(go,3e3,"timeout");
new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go("paint")}}).observe({type:"paint",buffered:!0})})()`;

export function PaintFirst() {
  return <script dangerouslySetInnerHTML={{ __html: paintFirstScript }} />;
}
