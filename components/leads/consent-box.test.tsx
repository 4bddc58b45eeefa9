import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { overseasConsentCopy, thirdPartyConsentCopy, type OverseasTransfer } from "@/lib/site/content/lead-copy";
import { ConsentBox } from "./consent-box";
import { OverseasNotice } from "@/components/privacy/overseas-notice";

// The 국외 이전 box is a box of its own, shown only where something goes abroad, unticked, and its
// details say everything 제28조의8 ② asks; /privacy's notice says the same.

const slack: OverseasTransfer = {
  name: "Slack Technologies, LLC (업무용 메신저 Slack)",
  contact: "dpo@slack.com",
  country: "미국",
  when: "상담 신청 직후 상담 알림 웹훅으로 암호화 통신(HTTPS) 전송",
  items: "연락처, 신청 양식과 일시",
  purpose: "새 상담 신청을 영업팀에 알려 담당자가 바로 연락드리기 위해",
  retention: "영업팀이 알림 메시지를 지울 때까지",
};
const agency = { name: "㈜가나분양", purpose: "분양 상담", items: "이름, 연락처", retention: "1년" };
const facts = (t: OverseasTransfer) => [t.name, t.contact, t.country, t.when, t.items, t.purpose, t.retention];

describe("the 국외 이전 box", () => {
  it("is absent where nothing goes abroad, the third-party box standing alone", () => {
    const html = renderToStaticMarkup(
      <ConsentBox form="register" idPrefix="t" parties={{ recipients: [agency], overseas: [] }} />,
    );
    expect(html).toContain('name="thirdPartyConsent"');
    expect(html).not.toContain('name="overseasConsent"');
    expect(html).not.toContain(overseasConsentCopy.title.replace(" (선택)", ""));
  });

  it("where something goes abroad: its own unticked box, apart from the third-party one, naming the country, when and how, the items and the retention", () => {
    const html = renderToStaticMarkup(
      <ConsentBox form="register" idPrefix="t" parties={{ recipients: [], overseas: [slack] }} />,
    );
    expect(html).not.toContain('name="thirdPartyConsent"');
    const box = /<input[^>]*name="overseasConsent"[^>]*>/.exec(html)?.[0];
    expect(box).toBeDefined();
    expect(box).not.toContain("checked");
    expect(box).not.toContain("required");
    for (const text of [...facts(slack), overseasConsentCopy.refusal]) expect(html).toContain(text);
    for (const label of Object.values(overseasConsentCopy.labels)) expect(html).toContain(label);
    // The required text still names only the registration's two fields: the box asks nothing more of the form.
    expect(html).toContain("이름, 연락처");
    const both = renderToStaticMarkup(
      <ConsentBox form="register" idPrefix="t" parties={{ recipients: [agency], overseas: [slack] }} />,
    );
    expect(both.match(/type="checkbox"/g)).toHaveLength(4);
    expect(both).toContain(thirdPartyConsentCopy.title.replace(" (선택)", ""));
  });
});

describe("/privacy's 국외 이전 notice", () => {
  it("says nothing goes abroad where nothing does", () => {
    expect(renderToStaticMarkup(<OverseasNotice transfers={[]} trackers={[]} tagsSection={null} />)).toContain(
      "국외로 이전하지 않습니다",
    );
  });

  it("names each transfer with every item of 제28조의8 ②, how to refuse, and the ad tags abroad with their section", () => {
    const html = renderToStaticMarkup(
      <OverseasNotice
        transfers={[slack]}
        trackers={["Google LLC (Google Analytics · Google Ads, 미국)"]}
        tagsSection={11}
      />,
    );
    for (const text of facts(slack)) expect(html).toContain(text);
    expect(html).toContain("거부 방법 및 거부 시 불이익");
    expect(html).toContain("Google LLC (Google Analytics · Google Ads, 미국)");
    expect(html).toContain("제11조");
    expect(html).not.toContain("국외로 이전하지 않습니다");
  });
});
