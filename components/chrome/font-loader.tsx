/**
 * The web font is switched on after the page has loaded: its stylesheets are linked with
 * media="print" (fetched at the lowest priority, applied to nothing) and this script sets them to
 * "all" on the load event. So the first paint never waits on a font and the fonts never compete with
 * the HTML, CSS and scripts; the text is drawn in the phone's Korean font, scaled to Pretendard's
 * metrics (app/site-font.css), until the swap. Once a visitor has had the fonts (they are cached for a
 * year), later pages switch them on at DOMContentLoaded. Stylesheets that a client-side navigation
 * adds later (a page's own font) are switched on as they arrive.
 */
const script = `(()=>{const d=document,r=d.documentElement,k="site-font";
const on=()=>{r.dataset.fonts="on";for(const l of d.querySelectorAll('link[data-font][media="print"]'))l.media="all"};
let seen=false;try{seen=localStorage.getItem(k)==="1"}catch{}
if(seen)d.addEventListener("DOMContentLoaded",on);
addEventListener("load",()=>{on();try{localStorage.setItem(k,"1")}catch{}});
new MutationObserver(()=>{if(r.dataset.fonts==="on"&&d.querySelector('link[data-font][media="print"]'))on()}).observe(r,{childList:true,subtree:true})})()`;

export function FontStylesheet({ href }: { href: string }) {
  // The script changes `media` before or after hydration: React need not compare it.
  return <link rel="stylesheet" href={href} media="print" data-font="" suppressHydrationWarning />;
}

export function FontLoader({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <>
      <FontStylesheet href={href} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
