import { z } from "zod";

// Deep links that open a map app or site at the model house, built from its coordinates (content);
// none needs an API key. Each provider has an app link (its documented URL scheme, opens the
// installed app on a phone) and, where the provider has one, a web link (works anywhere):
// - Kakao Map: https://map.kakao.com/link/map/{name},{lat},{lng} (place) and /link/to/ (route);
//   app kakaomap://look?p={lat},{lng}, kakaomap://route?ep={lat},{lng}&by=PUBLICTRANSIT
// - Naver Map: app nmap://place?lat=&lng=&name=&appname= (appname: the site's URL, as Naver's
//   URL-scheme guide asks of web pages); web map.naver.com with lat/lng/title parameters
// - T map: app tmap://route?goalname=&goalx={lng}&goaly={lat} (T map has no web map to link to).
// Coordinates are WGS84 degrees, written with 7 decimals (about 1 cm) so every link carries the
// same figures.

export const coordinatesSchema = z.object({
  lat: z
    .number()
    .min(33, { message: "위도가 대한민국 범위를 벗어났습니다" })
    .max(38.7, { message: "위도가 대한민국 범위를 벗어났습니다" }),
  lng: z
    .number()
    .min(124.5, { message: "경도가 대한민국 범위를 벗어났습니다" })
    .max(132, { message: "경도가 대한민국 범위를 벗어났습니다" }),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export type MapLink = {
  provider: "kakao" | "naver" | "tmap";
  label: string;
  app: string;
  web: string | null;
  route: string;
};

const fixed = (n: number) => n.toFixed(7);

export function mapLinks(place: { name: string; coordinates: Coordinates }, siteUrl: string): MapLink[] {
  const { lat, lng } = coordinatesSchema.parse(place.coordinates);
  const [la, ln] = [fixed(lat), fixed(lng)];
  // Kakao's /link/ paths take "name,lat,lng": a comma in the name would shift the fields.
  const kakaoName = encodeURIComponent(place.name.replace(/,/g, " "));
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      provider: "kakao",
      label: "카카오맵",
      app: `kakaomap://look?p=${la},${ln}`,
      web: `https://map.kakao.com/link/map/${kakaoName},${la},${ln}`,
      route: `https://map.kakao.com/link/to/${kakaoName},${la},${ln}`,
    },
    {
      provider: "naver",
      label: "네이버 지도",
      app: `nmap://place?${q({ lat: la, lng: ln, name: place.name, appname: siteUrl })}`,
      web: `https://map.naver.com/index.nhn?${q({ lat: la, lng: ln, title: place.name, dlevel: "11" })}`,
      route: `nmap://route/public?${q({ dlat: la, dlng: ln, dname: place.name, appname: siteUrl })}`,
    },
    {
      provider: "tmap",
      label: "T map",
      app: `tmap://route?${q({ goalname: place.name, goalx: ln, goaly: la })}`,
      web: null,
      route: `tmap://route?${q({ goalname: place.name, goalx: ln, goaly: la })}`,
    },
  ];
}
