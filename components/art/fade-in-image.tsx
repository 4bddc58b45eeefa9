"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

/**
 * An image that fades in once it has loaded (spec: the community banner). Without
 * JavaScript the <noscript> rule shows it at once; reduced motion skips the fade.
 */
export function FadeInImage({ className, alt, ...props }: ImageProps & { alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Image
        {...props}
        alt={alt}
        data-fade-image=""
        data-loaded={loaded ? "true" : "false"}
        onLoad={() => setLoaded(true)}
        className={`transition-opacity duration-700 ease-out motion-reduce:transition-none ${loaded ? "opacity-100" : "opacity-0"} ${className ?? ""}`}
      />
      <noscript>
        <style>{"[data-fade-image]{opacity:1!important}"}</style>
      </noscript>
    </>
  );
}
