import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/platform/http/action-body";
import { actionBody } from "./action-body";

// Which bodies pass: lib/platform/http/action-body.test.ts. Here, the step's answer.
const post = (
  body: string,
  headers: Record<string, string> = { "next-action": "0123456789abcdef", "content-type": "text/plain;charset=UTF-8" },
) => new NextRequest("http://127.0.0.1:3000/admin/leads", { method: "POST", headers, body });

describe("the action-body step", () => {
  it("refuses a body React's decoder would throw on with a plain-text 400 that no cache keeps", async () => {
    const res = await actionBody(post('["$T1"]'));
    expect(res?.status).toBe(400);
    expect(res?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res?.headers.get("cache-control")).toBe("no-store");
    expect(await res?.text()).toBe("요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.");
  });

  it("refuses a body over the action limit with 413", async () => {
    const res = await actionBody(post(`["${"a".repeat(ACTION_BODY_LIMIT_BYTES)}"]`));
    expect(res?.status).toBe(413);
    expect(await res?.text()).toBe("보내신 내용이 너무 큽니다.");
  });

  it("hands on a body our actions send, and anything that is not an action post", async () => {
    expect(await actionBody(post('["a",1]'))).toBeUndefined();
    expect(await actionBody(post("not json", { "content-type": "text/plain" }))).toBeUndefined();
    expect(await actionBody(new NextRequest("http://127.0.0.1:3000/Brand/intro"))).toBeUndefined();
  });
});
