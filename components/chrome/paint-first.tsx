/**
 * Paint and load first, then start the app. Next's chunks are async scripts: on a fast connection they
 * arrive while the page's HTML and CSS are still being parsed and laid out, and the app's modules, its
 * RSC payload and the hydration then ran in between: before the first paint (40 to 70 ms here, four
 * times that on a phone), and after it interleaved with the rest of the document, making its parse,
 * style and layout tasks long.
 *
 * This script, in the head, holds the chunks' registrations (Turbopack's `globalThis.TURBOPACK` queue,
 * which its runtime adopts if it is still an array) until the first contentful paint has happened
 * and the load event has fired, then hands them to the runtime in order: the same modules, the same
 * hydration, once the document is parsed and drawn. Async scripts hold back the load event, so by then
 * every chunk has arrived; what the load adds on a phone is the pictures in view. A visitor who
 * touches, clicks, turns a wheel or types first starts the app at once, and so does a page not loaded
 * after 3 s (a slow picture) or one that never paints. Being inline, it runs only once the stylesheet
 * has arrived; chunks that ran before it (a slow stylesheet) are taken over if the runtime has not
 * started yet, else it stands aside. Where the browser cannot tell about paints, or the page is hidden,
 * nothing is held. The start runs in an event's own callback, not behind a timer (a page whose clock
 * is paused, as in the slider's tests, still starts). The moment it lets go is the performance mark
 * "paint-first" (detail: how many chunks it held, and what let them go: "load", "input" or "timeout").
 *
 * A tap that comes before React is listening (the app's chunks still on their way on a slow phone) is
 * otherwise lost: the page's buttons do nothing without the app. So a click on a `type=button` button
 * before then is remembered, and once React has hydrated that button (its props are on the element),
 * within 4 s of the tap, the button is clicked for the visitor: the menu opens as asked, once. Links and
 * form submits need no app and are left alone; a click React already listens for is React's.
 *
 * Measured with Lighthouse's CPU slowdown (4x) on an unthrottled network, the case where the chunks
 * win the race (median of 5, 2026-11-25): first paint of /Brand/intro 293 -> 234 ms, of
 * /Promotion/Customer 348 -> 265 ms, of the home page 439 -> 332 ms. Waiting for the load as well
 * (2026-11-28, `/`, interleaved with the paint-only hold, 8 runs each, two sets): TBT 131 -> 59.5 ms
 * and 100.5 -> 71 ms.
 */
export const paintFirstScript = `(()=>{const g=globalThis,k="TURBOPACK",P=g.PerformanceObserver;
const pre=g[k];if(pre&&!Array.isArray(pre)||!P||!(P.supportedEntryTypes||[]).includes("paint")||document.visibilityState!=="visible")return;
const held=[...(pre||[])],early=[];let run,open=0;early.push=c=>held.push(c);
const settle=()=>{delete g[k];g[k]=run;for(const c of held.splice(0))run.push(c)};
Object.defineProperty(g,k,{configurable:!0,get:()=>early,set:v=>{run=v;if(open)settle()}});
const go=by=>{if(open)return;open=1;try{performance.mark("paint-first",{detail:{held:held.length,by}})}catch{}if(run)settle();else{delete g[k];g[k]=held.splice(0)}};
let painted=0,loaded=0;const both=()=>{if(painted&&loaded)go("load")};
setTimeout(go,3e3,"timeout");
addEventListener("load",()=>{loaded=1;both()},{once:!0});
for(const t of["pointerdown","touchstart","keydown","wheel"])addEventListener(t,()=>go("input"),{capture:!0,passive:!0,once:!0});
const has=(o,p)=>Object.keys(o).some(x=>x.startsWith(p));let tap;
addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest("button[type=button]");if(!b||has(document,"_reactListening"))return;
const at=Date.now(),wait=()=>{if(tap!==b)return;if(has(b,"__reactProps")){tap=0;if(b.isConnected)b.click()}else if(Date.now()-at<4e3)setTimeout(wait,50)};tap=b;wait()},!0);
new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;both()}}).observe({type:"paint",buffered:!0})})()`;

export function PaintFirst() {
  return <script dangerouslySetInnerHTML={{ __html: paintFirstScript }} />;
}
