import type { EncodedPicture } from "@/lib/site/media/manifest";
import { Photo } from "./photo";

// Shows the image the moment it has loaded, without waiting for the page's scripts to hydrate: the
// script right after the <picture> marks its <img> when its load event fires (or at once if it is
// already there). Hydration used to be the trigger, which held the largest image of the page back by
// the time the framework took to start (Lighthouse: 84% of the LCP was render delay).
const reveal = `(()=>{const p=document.currentScript.previousElementSibling;const i=p&&p.tagName==="PICTURE"?p.querySelector("img"):p;if(!i)return;const f=()=>{i.dataset.loaded="true"};if(i.complete)f();else{i.addEventListener("load",f);i.addEventListener("error",f)}})()`;

/**
 * A picture that fades in once it has loaded (spec: the community banner). It is painted from its
 * first frame, at 40% opacity, and rises to full: from 0 it counted as shown only when the reveal
 * script ran, which waited on the framework's scripts (Lighthouse: the page's LCP, 77% of it render
 * delay). The dimming applies only where scripts run (`@media (scripting: enabled)`), so without
 * JavaScript, or in a browser that does not know the query, the image is simply shown at full
 * opacity; reduced motion skips the fade. (A `<noscript><style>` in the body did this before: the
 * HTML checker refuses a body style whose selector reaches elements before it.)
 */
export function FadeInImage({
  picture,
  sizes,
  preload,
  className,
  testId,
}: {
  picture: EncodedPicture;
  sizes: string;
  preload?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <>
      <Photo
        picture={picture}
        sizes={sizes}
        preload={preload}
        data-fade-image=""
        data-loaded="false"
        // The inline script sets data-loaded before or after hydration: React need not compare it.
        suppressHydrationWarning
        data-testid={testId}
        className={`transition-opacity duration-700 ease-out [@media(scripting:enabled)]:data-[loaded=false]:opacity-40 motion-reduce:transition-none ${className ?? ""}`}
      />
      <script dangerouslySetInnerHTML={{ __html: reveal }} />
    </>
  );
}
