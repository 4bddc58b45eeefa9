import { describe, expect, it } from "vitest";
import { faq } from "@/lib/site/content/faq";
import { modelHouse } from "@/lib/site/content/visit-booking";
import { fixtureCalendar as visitCalendar } from "@/test-support/visit-calendar";
import { faqPageLd, modelHouseLd } from "./visit-ld";

const site = "https://www.example.test";

describe("model house LocalBusiness JSON-LD", () => {
  it("carries the content's address, coordinates and weekly hours", () => {
    const ld = modelHouseLd(
      site,
      { ...modelHouse, calendar: visitCalendar, path: "/Promotion/Visit" },
      new Date("2026-11-25T00:00:00Z"),
    );
    expect(ld).toMatchObject({
      "@type": "LocalBusiness",
      name: modelHouse.name,
      url: `${site}/Promotion/Visit`,
      telephone: modelHouse.phone,
      address: { "@type": "PostalAddress", addressCountry: "KR", streetAddress: modelHouse.address },
      geo: { "@type": "GeoCoordinates", latitude: modelHouse.coordinates.lat, longitude: modelHouse.coordinates.lng },
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Wednesday",
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
        ],
        opens: "10:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
        opens: "10:00",
        closes: "19:00",
      },
    ]);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("lists closed days within the booking window as special hours", () => {
    const ld = modelHouseLd(
      site,
      { ...modelHouse, calendar: visitCalendar, path: "/Promotion/Visit" },
      new Date("2026-12-28T00:00:00Z"),
    );
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2027-01-01",
        validThrough: "2027-01-01",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    const quiet = modelHouseLd(
      site,
      { ...modelHouse, calendar: visitCalendar, path: "/Promotion/Visit" },
      new Date("2026-11-25T00:00:00Z"),
    );
    expect(quiet.specialOpeningHoursSpecification).toBeUndefined();
  });
});

describe("FAQPage JSON-LD", () => {
  it("has every question of the content with its answer", () => {
    const ld = faqPageLd(site, "/SalesInfo/faq", faq);
    const entities = ld.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(faq.length);
    expect(entities[0]).toEqual({
      "@type": "Question",
      name: faq[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: faq[0]!.answer },
    });
  });
});
