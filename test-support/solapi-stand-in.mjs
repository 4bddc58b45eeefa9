// Test support: a loopback stand-in for SOLAPI's send endpoint, and the redirect that sends the
// SDK's requests to it. Plain JavaScript (types in solapi-stand-in.d.mts) so that the benchmarks,
// which run under node without a TypeScript loader, start it too.
//
// The stand-in implements POST /messages/v4/send-many/detail as the SDK uses it: it checks the
// HMAC-SHA256 API-key signature (apiKey, date, salt, signature = HMAC(secret, date + salt)),
// records each accepted message, and answers with the group and message list. `failNext(status)`
// makes the next request fail with that HTTP status (e.g. 500) before anything is recorded.
//
// The SDK's base URL is a class field (https://api.solapi.com) with no setting, so
// redirectSolapiTo() (solapi-redirect.mjs) wraps Node's global HTTP dispatcher (the one fetch
// uses) and rewrites that one origin to the stand-in's; every other request goes out unchanged.
import { createHmac } from "node:crypto";
import http from "node:http";

/** @param {{ apiKey: string, apiSecret: string }} credentials */
export async function startSolapiStandIn(credentials) {
  /** @type {number[]} */
  const failures = [];
  /** @type {{ received: { to: string, from: string, text: string, type?: string, subject?: string, kakaoOptions?: { pfId: string, templateId: string, variables?: Record<string, string>, disableSms?: boolean } }[], requests: number }} */
  const state = { received: [], requests: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      /** @param {number} status @param {unknown} json */
      const reply = (status, json) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/messages/v4/send-many/detail")
        return reply(404, { errorCode: "NotFound", errorMessage: req.url });
      state.requests += 1;
      const auth = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(
        req.headers.authorization ?? "",
      );
      const expected = auth
        ? createHmac("sha256", credentials.apiSecret)
            .update(auth[2] + auth[3])
            .digest("hex")
        : null;
      if (!auth || auth[1] !== credentials.apiKey || auth[4] !== expected) {
        return reply(401, { errorCode: "InvalidAPIKey", errorMessage: "유효하지 않은 API Key입니다." });
      }
      const status = failures.shift();
      if (status) return reply(status, { errorCode: "InternalError", errorMessage: "stand-in failure" });
      /** @type {{ messages: { to: string, from: string, text: string, type?: string, subject?: string, kakaoOptions?: { pfId: string, templateId: string, variables?: Record<string, string>, disableSms?: boolean } }[] }} */
      const { messages } = JSON.parse(body);
      // SOLAPI refuses a 알림톡 (ATA) without its channel and template, and variables not written #{name}.
      const badAta = messages.find(
        (m) =>
          m.type === "ATA" &&
          (!m.kakaoOptions?.pfId ||
            !m.kakaoOptions?.templateId ||
            Object.keys(m.kakaoOptions.variables ?? {}).some((k) => !/^#\{[^}]+\}$/.test(k))),
      );
      if (badAta)
        return reply(400, {
          errorCode: "ValidationError",
          errorMessage: "알림톡에는 pfId, templateId, #{변수} 형식의 variables가 필요합니다.",
        });
      const messageList = messages.map((m, i) => {
        state.received.push({
          to: m.to,
          from: m.from,
          text: m.text,
          type: m.type,
          subject: m.subject,
          kakaoOptions: m.kakaoOptions,
        });
        return { messageId: `M4V${state.received.length}${i}`, to: m.to, from: m.from, statusCode: "2000" };
      });
      reply(200, {
        groupInfo: {
          groupId: `G4V${state.requests}`,
          count: { total: messages.length, registeredFailed: 0, registeredSuccess: messages.length },
        },
        failedMessageList: [],
        messageList,
      });
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get requests() {
      return state.requests;
    },
    /** @param {number} status @param {number} [times] */
    failNext: (status, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export { redirectSolapiTo } from "./solapi-redirect.mjs";
