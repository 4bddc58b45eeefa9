import { complex } from "@/lib/site/content";
import type { FaqItem } from "@/lib/site/content/faq";
import { type VisitCalendar, type Weekday, addDays, hoursOn, seoulParts } from "@/lib/site/content/visit-calendar";
import type { Coordinates } from "@/lib/site/content/directions";

// JSON-LD of the visit and price pages: the model house as a LocalBusiness (address, geo, opening hours
// from the booking calendar) and the FAQ page. Values come from content; siteUrl makes the
// addresses absolute. Kept out of json-ld.ts so the pages can land without touching it.

type JsonLd = Record<string, unknown>;

const DAY_NAMES: Record<Weekday, string> = {
  mon: "https://schema.org/Monday",
  tue: "https://schema.org/Tuesday",
  wed: "https://schema.org/Wednesday",
  thu: "https://schema.org/Thursday",
  fri: "https://schema.org/Friday",
  sat: "https://schema.org/Saturday",
  sun: "https://schema.org/Sunday",
};

export type ModelHouseLdInput = {
  name: string;
  address: string;
  coordinates: Coordinates;
  phone: string;
  calendar: VisitCalendar;
  /** Page of the booking and directions, e.g. "/Promotion/Visit". */
  path: string;
};

/**
 * The model house (schema.org LocalBusiness): regular hours from the calendar's weekly rows;
 * closed days and other hours within the booking window as special opening hours (a closed day
 * is opens = closes = 00:00, as schema.org suggests).
 */
export function modelHouseLd(siteUrl: string, input: ModelHouseLdInput, now: Date): JsonLd {
  const today = seoulParts(now).date;
  const special = input.calendar.exceptions
    .filter((e) => e.date >= today && e.date <= addDays(today, input.calendar.daysAhead))
    .map((e) => {
      const hours = hoursOn(input.calendar, e.date);
      return {
        "@type": "OpeningHoursSpecification",
        validFrom: e.date,
        validThrough: e.date,
        opens: hours?.open ?? "00:00",
        closes: hours?.close ?? "00:00",
      };
    });
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}${input.path}#model-house`,
    name: input.name,
    url: `${siteUrl}${input.path}`,
    telephone: input.phone,
    address: {
      "@type": "PostalAddress",
      addressCountry: "KR",
      addressRegion: complex.address.region,
      addressLocality: complex.address.locality,
      streetAddress: input.address,
    },
    geo: { "@type": "GeoCoordinates", latitude: input.coordinates.lat, longitude: input.coordinates.lng },
    openingHoursSpecification: input.calendar.weekly.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.days.map((d) => DAY_NAMES[d]),
      opens: row.open,
      closes: row.close,
    })),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    parentOrganization: { "@id": `${siteUrl}/#organization` },
  };
}

/** The FAQ page (schema.org FAQPage): every question with its answer as plain text. */
export function faqPageLd(siteUrl: string, path: string, items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${siteUrl}${path}#faq`,
    inLanguage: "ko-KR",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
