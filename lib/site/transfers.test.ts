import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  alertWebhookService,
  leadProcessors,
  metaRecipientOf,
  overseasTransfers,
  transferSettings,
  type TransferSettings,
} from "./transfers";

// What goes abroad comes from one list: the complex's recipients and this deployment's settings.
// The lead forms' 국외 이전 box, the consent version, Meta's events, the alert's phone and /privacy
// all read it, so what it says here is what each of them says.

const home: TransferSettings = { dataBackend: "sqlite", metaCapi: false, alertWebhookWithPhone: null };
const META = {
  name: "Meta Platforms, Inc.",
  purpose: "광고 성과 측정",
  items: "연락처(암호화), 접속 정보",
  retention: "전송일로부터 90일",
};

describe("what goes abroad", () => {
  it("nothing by default, whatever the data backend: the forms show no 국외 이전 box", () => {
    expect(overseasTransfers(home, [META])).toEqual([]);
    expect(overseasTransfers({ ...home, dataBackend: "firestore" }, [META])).toEqual([]);
  });

  it("Meta's Conversions API, when it is on and privacy.ts names Meta: the country, when and how, the items, and the content's purpose and retention", () => {
    const [meta, ...rest] = overseasTransfers({ ...home, metaCapi: true }, [
      { name: "㈜한결분양", purpose: "상담", items: "이름, 연락처", retention: "1년" },
      META,
    ]);
    expect(rest).toEqual([]);
    expect(meta).toMatchObject({
      name: META.name,
      country: "미국",
      purpose: META.purpose,
      retention: META.retention,
    });
    expect(meta!.when).toContain("Conversions API");
    expect(meta!.items).toContain("SHA-256");
    expect(meta!.contact).toMatch(/facebook\.com/);
    // The API on, but no Meta recipient to agree to: nothing goes (conversionsFor sends nothing either).
    expect(overseasTransfers({ ...home, metaCapi: true }, [])).toEqual([]);
  });

  it("the alert webhook's chat service abroad, only when the alerts carry the phone; listed as a processor too", () => {
    const slack = { ...home, alertWebhookWithPhone: "https://hooks.slack.com/services/T0/B0/abc" };
    const [transfer] = overseasTransfers(slack, []);
    expect(transfer).toMatchObject({
      name: expect.stringContaining("Slack"),
      country: "미국",
      items: "연락처, 신청 양식과 일시",
    });
    expect(leadProcessors(slack).at(-1)).toMatchObject({ name: transfer!.name, abroad: { country: "미국" } });
    expect(
      overseasTransfers(
        { ...home, alertWebhookWithPhone: "https://api.telegram.org/bot1:x/sendMessage?chat_id=1" },
        [],
      ),
    ).toHaveLength(1);
    // Without the phone (LEAD_ALERT_WITH_PHONE unset) no personal data goes through the webhook.
    expect(leadProcessors(home).map((p) => p.name)).not.toContainEqual(expect.stringContaining("메신저"));
  });

  it("a webhook on another host is named by its host and not counted as abroad (a loopback stand-in, a Korean service)", () => {
    expect(alertWebhookService("http://127.0.0.1:3150/hook")).toEqual({
      name: "상담 알림 메신저 (127.0.0.1)",
      abroad: null,
    });
    const other = { ...home, alertWebhookWithPhone: "https://wh.jandi.com/connect-api/webhook/1/abc" };
    expect(overseasTransfers(other, [])).toEqual([]);
    expect(leadProcessors(other).at(-1)).toEqual({
      name: "상담 알림 메신저 (wh.jandi.com)",
      task: "새 상담 신청을 영업팀에 알림",
      items: "연락처, 신청 양식과 일시",
    });
  });

  it("reads the settings: the API needs the pixel and the token; the webhook counts only with the phone", () => {
    const env = {
      DATA_BACKEND: "sqlite" as const,
      META_PIXEL_ID: "100200300400500",
      META_CAPI_TOKEN: undefined,
      LEAD_ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/abc",
      LEAD_ALERT_WITH_PHONE: false,
    };
    expect(transferSettings(env)).toEqual(home);
    expect(transferSettings({ ...env, META_CAPI_TOKEN: "EAAB-token-0123456789", LEAD_ALERT_WITH_PHONE: true })).toEqual(
      {
        dataBackend: "sqlite",
        metaCapi: true,
        alertWebhookWithPhone: env.LEAD_ALERT_WEBHOOK_URL,
      },
    );
  });
});

describe("the sample complexes", () => {
  const folder = path.join(__dirname, "content/complexes");
  const slugs = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it("name no Meta recipient, so with the Conversions API on none sends a lead abroad, nor asks to", async () => {
    expect(slugs.length).toBeGreaterThanOrEqual(2);
    for (const slug of slugs) {
      const { consentRecipients } = (await import(`./content/complexes/${slug}/privacy.ts`)) as {
        consentRecipients: readonly { name: string; purpose: string; items: string; retention: string }[];
      };
      expect(metaRecipientOf(consentRecipients), slug).toBeNull();
      expect(overseasTransfers({ ...home, metaCapi: true }, consentRecipients), slug).toEqual([]);
    }
  });
});
