import type { FontSheet } from "@/lib/site/font/site-font";

/**
 * The web font never holds back or redraws a visitor's first page. The first page is drawn in the
 * phone's own Korean font, scaled to Pretendard's metrics (app/site-font.css), and stays so: a switch
 * after load made the browser shape and lay out every line again (two long tasks of 60 to 120 ms on
 * a throttled phone, one per font file). The font stylesheets are not even linked then: each is a
 * hidden marker (`data-font-css`, with `data-warm`, the woff2 files a page of the census fetches
 * through it). Once that first page has loaded, this script fetches those woff2 files into the HTTP
 * cache (a year, immutable) and remembers which (localStorage, so a new build's files count as new);
 * with the browser's data saver on (Save-Data), it fetches nothing and every page keeps the phone's font.
 * The next page, whether a full load or a client-side navigation, links the stylesheets before it is
 * laid out and draws from the cache. Markers that a client-side navigation adds later (a page's own
 * font) are linked as they arrive.
 */
const script = `(()=>{const d=document,r=d.documentElement,k="site-font",p=location.pathname,
q=()=>[...d.querySelectorAll("[data-font-css]")],
has=h=>[...d.querySelectorAll("link[data-font]")].some(l=>l.getAttribute("href")===h),
on=()=>{r.dataset.fonts="on";for(const m of q()){const h=m.dataset.fontCss;if(has(h))continue;const l=d.createElement("link");l.rel="stylesheet";l.href=h;l.dataset.font="";d.head.append(l)}};
let had=[];try{had=(localStorage.getItem(k)??"").split(" ")}catch{}
const core=q()[0]?.dataset.warm?.split(" ")??[];
if(core.length&&core.every(f=>had.includes(f)))on();else if(!navigator.connection?.saveData)addEventListener("load",()=>{const u=q().flatMap(m=>m.dataset.warm?m.dataset.warm.split(" "):[]);
Promise.all(u.map(x=>fetch(x).then(y=>{if(!y.ok)throw 0;return y.arrayBuffer()}))).then(()=>{try{localStorage.setItem(k,[...new Set([...u,...had])].slice(0,40).join(" "))}catch{}if(r.dataset.fonts!=="on")r.dataset.fonts="ready"},()=>{})});
new MutationObserver(()=>{const f=r.dataset.fonts;if(f==="ready"&&location.pathname!==p||f==="on"&&q().some(m=>!has(m.dataset.fontCss)))on()}).observe(d.body,{childList:true,subtree:true})})()`;

/** A font stylesheet as a marker the script above links when the fonts are on; `warm`: its woff2 files this page uses. */
export function FontStylesheet({ href, warm }: { href: string; warm?: string[] }) {
  return <span hidden data-font-css={href} data-warm={warm?.length ? warm.join(" ") : undefined} />;
}

export function FontLoader({ sheet }: { sheet: FontSheet | null }) {
  if (!sheet) return null;
  return (
    <>
      <FontStylesheet href={sheet.css} warm={sheet.files} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
