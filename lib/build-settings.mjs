// What a build takes from its environment, recorded in the build itself, so that the production
// server can refuse to run with other settings (lib/server/build-settings.ts compares, at start).
// Plain JavaScript because next.config.ts records it: its `env` hands the record to Next, which
// writes it into the server code as a constant (`process.env.PRESALE_BUILD_SETTINGS` is replaced at
// build time, in the standalone output too; the server's own environment never reaches it).
//
// The record is the build's raw values; the server reads them with lib/env.ts's own schema, the
// way the app reads its settings, so "unset" and "set to the default" are one value.

/**
 * Variables `npm run build` reads (prerendered pages, the selected complex, the security headers of
 * next.config.ts): a host must set them for the build as well as for the server. None is a
 * credential (lib/server/build-settings.test.ts): the record and the refusal may show them.
 */
export const BUILD_TIME_VARIABLES = /** @type {const} */ ([
  "COMPLEX",
  "SITE_URL",
  "DEMO_CONTENT",
  "DATA_BACKEND",
  "AUTH_BACKEND",
  "FIREBASE_PROJECT_ID",
  "FIREBASE_API_KEY",
  "FIREBASE_AUTH_DOMAIN",
  "NAVER_SITE_VERIFICATION",
  "GOOGLE_SITE_VERIFICATION",
  "NAVER_WCS_ID",
  "KAKAO_PIXEL_ID",
  "KAKAO_CHANNEL_ID",
  "META_PIXEL_ID",
  "GA4_MEASUREMENT_ID",
  "GOOGLE_ADS_ID",
  "GOOGLE_ADS_LEAD_LABEL",
  "GOOGLE_ADS_BOOKING_LABEL",
]);

/** What the build records: those, and the Auth emulator's host, whose origin the tests' policy carries. */
export const RECORDED_VARIABLES = /** @type {const} */ ([...BUILD_TIME_VARIABLES, "FIREBASE_AUTH_EMULATOR_HOST"]);

/**
 * The record of a build's environment: the recorded variables it sets, as JSON.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function buildSettingsRecord(env) {
  const record = {};
  for (const name of RECORDED_VARIABLES) if (typeof env[name] === "string") record[name] = env[name];
  return JSON.stringify(record);
}
