// Loopback stand-ins for where alerts go: a Slack-compatible webhook (records each JSON body) and
// a minimal SMTP server (records each message; no TLS, no AUTH). Used by the alert unit tests and
// the dashboard browser test.
import http from "node:http";
import net from "node:net";

export type WebhookSink = { url: string; received: { text: string }[]; close: () => Promise<void> };
export type SmtpMessage = { from: string; to: string[]; data: string; subject: string };
export type SmtpSink = { url: string; port: number; messages: SmtpMessage[]; close: () => Promise<void> };

export async function startWebhookSink({ status = 200 } = {}): Promise<WebhookSink> {
  const received: { text: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/__received")
        return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
      try {
        received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        received.push({ text: `(not JSON) ${Buffer.concat(chunks).toString("utf8")}` });
      }
      res.writeHead(status, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise((r) => server.close(() => r(undefined))),
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffer = "";
    let inData = false;
    let current: SmtpMessage = { from: "", to: [], data: "", subject: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 stand-in ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const headers = (current.data.split("\r\n\r\n")[0] ?? "").replace(/\r\n[ \t]+/g, " ");
          const subject = /^Subject: (.*)$/im.exec(headers);
          current.subject = subject ? decodeMime(subject[1]!.trim()) : "";
          messages.push(current);
          current = { from: "", to: [], data: "", subject: "" };
          reply("250 OK queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") {
          reply("250-stand-in\r\n250 8BITMIME");
        } else if (verb === "MAIL") {
          current.from = line.slice(10).trim();
          reply("250 OK");
        } else if (verb === "RCPT") {
          current.to.push(line.slice(8).trim());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") {
          reply("250 OK");
        } else {
          reply("502 not implemented");
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r(undefined));
      }),
  };
}

/** Decodes an RFC 2047 header (=?UTF-8?B?...?= or =?UTF-8?Q?...?= words) to text; adjacent words join before decoding. */
function decodeMime(value: string): string {
  const words = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
  if (!/=\?utf-8\?/i.test(value)) return value;
  const bytes: Buffer[] = [];
  for (const [, enc = "B", text = ""] of value.matchAll(words)) {
    bytes.push(
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ),
    );
  }
  return Buffer.concat(bytes).toString("utf8");
}
