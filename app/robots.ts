import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Naver's crawler (Yeti) and Google's are named as well as everyone else: a crawler follows only
// the group that names it most closely, so each group repeats the same rules.
const PRIVATE = ["/api/", "/admin"];

export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    rules: [
      { userAgent: "Yeti", allow: "/", disallow: PRIVATE },
      { userAgent: "Googlebot", allow: "/", disallow: PRIVATE },
      { userAgent: "*", allow: "/", disallow: PRIVATE },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
