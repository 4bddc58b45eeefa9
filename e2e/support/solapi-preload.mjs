// Preloaded (`node --import`) into a production server that a browser test starts with SMS on:
// the SOLAPI SDK's requests go to the stand-in at SOLAPI_STAND_IN_ORIGIN (a loopback origin),
// never to SOLAPI. Without that variable it does nothing.
import { redirectSolapiTo } from "../../test-support/solapi-redirect.mjs";

const origin = process.env.SOLAPI_STAND_IN_ORIGIN;
if (origin) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
    throw new Error(`SOLAPI_STAND_IN_ORIGIN must be http://127.0.0.1:<port>, got ${origin}`);
  await redirectSolapiTo(origin);
}
