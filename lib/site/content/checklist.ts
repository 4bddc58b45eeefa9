// What `npm run new-complex` tells the operator to replace in a new complex's folder, file by file
// (scripts/new-complex.ts prints it); a test keeps it naming every file of the sample's folder.

export const CHECKLIST: readonly [file: string, what: string][] = [
  [
    "complex.ts",
    "siteName, brand (name, english, slogan), company, phone, hours, address, facts, figures, the sales schedule (keep the step titles), disclaimers, familySites, announcementBar (items with the Korean days they show, from and until, and an evergreen line); unitTypes (1 to 12: URL slug, label, area, households) and interiors",
  ],
  [
    "buildings.ts",
    "every building: number, place on the 1000 × 720 site plan (x, y, angle), its lines (type, floors, view); rentalType; the plan's landmarks, road names, view labels, the water-side arrow, headings and design points",
  ],
  [
    "location.ts",
    "the site pin, the places with travel times, road and rail names, the water (lake, river or none, its name) and the map's shapes (water, parks, roads, rail as points on 1000 × 640), the page heading, the premium points",
  ],
  [
    "floor-plans.ts",
    "one room plan per unit type (metres; interior rooms must add up to the exclusive area within 1.5 %), layout and highlights",
  ],
  [
    "home.ts",
    "every line of the home page: hero, location point, brand intro, special plan, the seven premium slides, four premium cards, unit plan, visit, overview and guide accordions, the now-on cards by phase (opening, subscription, remaining: steps named as in the schedule), alt texts",
  ],
  ["brand.ts", "the brand story and values"],
  ["community.ts", "the facilities (icon: fitness, golf, library, lounge, pool, kids, cafe, sauna) and disclaimers"],
  [
    "interior-details.ts / illustrations.ts",
    "one entry per interior; illustration alt texts (the pictures are drawn by scripts/render-art.ts)",
  ],
  [
    "materials.ts",
    "the builder's photographs, plans and documents, as files in materials/ (see the table below); a slot left out shows the site's drawing",
  ],
  [
    "media.ts",
    "the YouTube ids of the brand film and the three unit videos, the VR tour addresses and the default tab",
  ],
  ["sales.ts", "the notice's date and summary, the stamp-tax share, anything the complex's notice says differently"],
  ["pages.ts", "titles, descriptions (20 to 160 characters) and banner lines of every fixed page"],
  [
    "privacy.ts",
    "the policy's effective date, and the companies that receive a visitor's data (name, purpose, items, retention), as your contracts name them; an empty list if nobody does (the forms then show no third-party box)",
  ],
  [
    "visit.ts",
    "the model house: weekly hours, closed days, longer hours on subscription days (or null), slot length, capacity and booking window, coordinates, parking and transit lines, the surroundings map (약도), the sample price basis (price per ㎡ and floor bands)",
  ],
  [
    "terms.ts",
    "the sales terms, each once: 계약금 (percent, in parts: fixed 1차 amounts then the rest), 중도금 (instalment months and share, interest: free / deferred / borrower, who arranges the loan), 잔금, 발코니 확장 (free, or a price per type), what every household gets free, the 유상옵션 with their prices (one, or per type)",
  ],
  [
    "content-date.ts",
    "the sitemap's lastmod of the fixed pages: move it forward with every change to their text or figures",
  ],
  ["index.ts", "re-exports every file of the folder: change it only when you add a file"],
  [
    "news.ts / press.ts",
    "the home news and the sample press articles: dated by schedule step and days (at), every particle after a value through particle()",
  ],
];
