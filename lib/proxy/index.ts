import { actionBody } from "./action-body";
import { canonicalSpelling } from "./canonical-spelling";
import { crossSite } from "./cross-site";
import type { Guard } from "./guard";
import { press } from "./press";
import { unknownSite } from "./unknown-site";
import { visitLink } from "./visit-link";

// The door of lib/proxy: the proxy's steps, in the order proxy.ts runs them (each with its test
// beside it). The first to answer ends the request; the last always answers.

export type { Guard };

export const guards: readonly Guard[] = [
  crossSite, // a POST another site's page made a browser send: 403
  actionBody, // a server action body React's decoder would throw on: 400/413
  visitLink, // a refused booking link: 404, the page explains
  canonicalSpelling, // another spelling of a fixed route: 308 to the canonical one
  unknownSite, // a site's page under a slug that names no site: the not-found page, 404
  press, // press pages: live rendering, view count, cache header; everything else passes
];
