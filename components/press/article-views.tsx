"use client";

import { useEffect, useRef, useState } from "react";
import { groupDigits } from "@/lib/platform/format/digits";
import { articlePath, articleViewsApiPath } from "@/lib/site/routes/paths.mjs";

// The article's view count, and the view of a client-side navigation (lib/press/views.ts): the
// page is served from Next's cache, and a navigation from the list may send no request at all, so
// the island reports it. A document request (first load, reload, a crawler) is counted by
// proxy.ts instead; the island recognises that case as the first article it mounts on whose path
// is the document's own. A router refresh keeps the island mounted and reports nothing.

let documentArticleSeen = false;

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url, window.location.href).pathname).replace(/\/$/, "");
  } catch {
    return "";
  }
}

/** True once: for the article the browser loaded as this document (proxy.ts counted it). */
function loadedAsDocument(path: string): boolean {
  if (documentArticleSeen) return false;
  documentArticleSeen = true;
  const entry = performance.getEntriesByType?.("navigation")[0];
  return decodedPath(entry?.name ?? window.location.href) === path;
}

export function ArticleViews({ site, id, views }: { site: string; id: string; views: number }) {
  // The count the view report answered for this article (it includes this view); a later render
  // from the server (a refresh after an edit) may bring a higher one.
  const [reported, setReported] = useState<{ path: string; views: number } | null>(null);
  // Which article this mounted island has handled: an effect that runs twice (development's
  // strict mode) reports once.
  const handled = useRef("");

  useEffect(() => {
    const path = articlePath(site, id);
    if (handled.current === path) return;
    handled.current = path;
    if (loadedAsDocument(path)) return;
    void fetch(articleViewsApiPath(site, id), { method: "POST", keepalive: true })
      .then(async (res) => {
        if (!res.ok) return;
        const body = (await res.json()) as { views?: unknown };
        if (typeof body.views === "number") setReported({ path, views: body.views });
      })
      .catch(() => {
        // Counting never disturbs reading: a lost report only means one view less.
      });
  }, [site, id]);

  const answered = reported?.path === articlePath(site, id) ? reported.views : 0;
  return <>{groupDigits(Math.max(views, answered))}</>;
}
