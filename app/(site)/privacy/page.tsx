import { complex, developer, pageFor, parties } from "@/lib/site/content";
import { consentCopy, marketingConsentCopy, privacyPolicy, thirdPartyConsentCopy } from "@/lib/site/content/leads";
import { env } from "@/lib/env";
import {
  abroadTrackers,
  behaviouralTrackers,
  marketingRules,
  privacyOverseas,
  privacyProcessors,
  privacyRecipients,
} from "@/lib/privacy";
import { metaRecipientOf, transferSettings } from "@/lib/site/transfers";
import { adTagConfig } from "@/lib/ads/config.mjs";
import { AdsChoice } from "@/components/ads/ads-choice";
import { personalDataRetention } from "@/lib/site/retention";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { QUOTA_KEEP_DAYS } from "@/lib/platform/quota";
import { PageShell } from "@/components/chrome/page-shell";
import { Link } from "@/components/ui/link";
import { OverseasNotice } from "@/components/privacy/overseas-notice";

const page = pageFor("/privacy");
export const metadata = pageMetadata(page);

const effective = new Date(`${privacyPolicy.effectiveDate}T00:00:00+09:00`).toLocaleDateString("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Seoul",
});

function Section({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-sand-300 py-8" aria-labelledby={`privacy-${n}`}>
      <h2 id={`privacy-${n}`} className="text-[21px] font-medium desk:text-[24px]">
        제{n}조 {title}
      </h2>
      <div className="mt-4 space-y-3 text-[16px] text-stone-700">{children}</div>
    </section>
  );
}

export default function PrivacyPage() {
  const company = developer.name;
  const forms = [
    { name: "관심고객 등록 (방문예약 팝업)", items: consentCopy.items.register },
    { name: "방문예약 등록 (홈페이지)", items: consentCopy.items.visit },
    { name: "관심고객 등록 · 상담 신청 (고객센터)", items: consentCopy.items.inquiry },
    { name: "견본주택 방문예약", items: consentCopy.items["visit-booking"] },
  ];
  const recipients = privacyRecipients();
  const e = env();
  const settings = transferSettings(e);
  const processors = privacyProcessors(settings);
  const overseas = privacyOverseas(settings);
  // The ad tags this build runs (read when the page is prerendered, like the security policy).
  const tags = adTagConfig({
    NAVER_WCS_ID: e.NAVER_WCS_ID,
    KAKAO_PIXEL_ID: e.KAKAO_PIXEL_ID,
    META_PIXEL_ID: e.META_PIXEL_ID,
    GA4_MEASUREMENT_ID: e.GA4_MEASUREMENT_ID,
    GOOGLE_ADS_ID: e.GOOGLE_ADS_ID,
  });
  const trackers = behaviouralTrackers(tags);
  const trackersAbroad = abroadTrackers(tags);
  // The last section's number: one more where a tag runs and the 행태정보 section is shown.
  const n = trackers.length > 0 ? 12 : 11;
  return (
    <PageShell page={page}>
      <div className="max-w-3xl">
        <p className="text-[17px] text-stone-700">
          {company}(이하 &lsquo;회사&rsquo;)는 {complex.siteName} 홈페이지(이하 &lsquo;홈페이지&rsquo;)를 운영하면서
          「개인정보 보호법」에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이
          개인정보처리방침을 정합니다.
        </p>
        <p className="mt-4 text-[15px] text-stone-600" data-testid="privacy-parties">
          이 분양 사업의{" "}
          {parties.map((p) => `${p.title}는 ${p.name}(대표 ${p.ceo}, 사업자등록번호 ${p.businessNumber})`).join(", ")}
          입니다.
        </p>

        <Section n={1} title="처리하는 개인정보의 항목">
          <p>회사는 아래 양식을 통해 정보주체가 직접 입력한 정보만 수집하며, 회원가입 절차는 없습니다.</p>
          <div>
            <table className="w-full border-collapse text-left text-[15px]">
              <thead>
                <tr className="border-b-2 border-ink-900">
                  <th scope="col" className="py-3 pr-4 font-semibold text-ink-900">
                    양식
                  </th>
                  <th scope="col" className="py-3 font-semibold text-ink-900">
                    수집 항목
                  </th>
                </tr>
              </thead>
              <tbody>
                {forms.map((f) => (
                  <tr key={f.name} className="border-b border-sand-300">
                    <td className="py-3 pr-4">{f.name}</td>
                    <td className="py-3">{f.items}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            이와 함께 동의 일시와 선택 동의 여부, 등록한 페이지 주소, 유입 경로(광고 캠페인 구분값과 네이버·구글·메타
            광고의 클릭 식별값 포함)가 자동으로 기록됩니다. 부정 등록을 막기 위해 접속 IP 주소는 최대 1분간 서버
            메모리에서만 쓰고 저장하지 않습니다. 다만 하루 방문 예약 횟수를 제한하는 데에는 IP 주소 대신, 원래 주소를 알
            수 없도록 비밀 키로 변환한 값을 최대 {QUOTA_KEEP_DAYS}일간 보관한 뒤 삭제합니다.
            {settings.metaCapi && metaRecipientOf(recipients)
              ? " 다만 제3자 제공과 국외 이전에 동의하신 경우, Meta에 광고 전환으로 보낼 접속 IP 주소와 브라우저 정보, 암호화한 연락처를 전송을 마칠 때까지(최대 하루) 보관한 뒤 삭제합니다."
              : null}
          </p>
        </Section>

        <Section n={2} title="개인정보의 처리 목적">
          <p>수집한 개인정보는 다음 목적으로만 처리하며, 목적이 변경되는 경우 미리 동의를 받겠습니다.</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{consentCopy.purpose}</li>
            <li>상담 요청에 대한 회신과 문의 내용 확인</li>
            <li>중복·부정 등록 방지</li>
            <li>(마케팅 정보 수신에 선택 동의하신 경우) {marketingConsentCopy.purpose}</li>
          </ul>
          <ul className="list-disc space-y-1 pl-5" data-testid="privacy-marketing">
            {marketingRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>

        <Section n={3} title="개인정보의 보유 및 이용 기간">
          <p>
            개인정보는 수집·이용에 동의한 날부터 {privacyPolicy.retentionYears}년간 보유하며, 그 전이라도 처리 목적이
            달성되거나 정보주체가 동의를 철회하면 지체 없이 파기합니다. 항목별 보유 기간은 다음과 같으며, 기간이 지난
            기록은 자동으로 삭제됩니다.
          </p>
          <ul className="list-disc space-y-1 pl-5" data-testid="privacy-retention">
            {personalDataRetention.map((r) => (
              <li key={r.key}>{`${r.label}: ${r.from}부터 ${r.years}년`}</li>
            ))}
          </ul>
          <p>동의를 철회하시면 등록 내용과 함께 그 등록으로 하신 방문예약과 예약 안내 문자 발송 기록도 삭제합니다.</p>
        </Section>

        <Section n={4} title="개인정보의 제3자 제공">
          {recipients.length === 0 ? (
            <p>
              회사는 정보주체의 개인정보를 제3자에게 제공하지 않습니다. 다만 법령에 특별한 규정이 있는 경우에는 그에
              따릅니다.
            </p>
          ) : (
            <>
              <p>
                회사는 등록 양식에서 제3자 제공에 선택 동의하신 분의 개인정보만 아래와 같이 제공하며, 그 외에는 법령에
                특별한 규정이 있는 경우에만 제공합니다.
              </p>
              <ul className="space-y-3" data-testid="privacy-recipients">
                {recipients.map((r) => (
                  <li key={r.name}>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                      <dt className="font-medium text-ink-900">{thirdPartyConsentCopy.labels.recipient}</dt>
                      <dd>{r.name}</dd>
                      <dt className="font-medium text-ink-900">{thirdPartyConsentCopy.labels.purpose}</dt>
                      <dd>{r.purpose}</dd>
                      <dt className="font-medium text-ink-900">{thirdPartyConsentCopy.labels.items}</dt>
                      <dd>{r.items}</dd>
                      <dt className="font-medium text-ink-900">{thirdPartyConsentCopy.labels.retention}</dt>
                      <dd>{r.retention}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
              <p>{thirdPartyConsentCopy.refusal}</p>
            </>
          )}
        </Section>

        <Section n={5} title="개인정보 처리업무의 위탁">
          <p>회사는 원활한 상담 접수와 안내를 위하여 다음과 같이 개인정보 처리업무를 위탁하고 있습니다.</p>
          <div>
            <table className="w-full border-collapse text-left text-[15px]" data-testid="privacy-processors">
              <thead>
                <tr className="border-b-2 border-ink-900">
                  <th scope="col" className="py-3 pr-4 font-semibold text-ink-900">
                    수탁자
                  </th>
                  <th scope="col" className="py-3 pr-4 font-semibold text-ink-900">
                    위탁 업무
                  </th>
                  <th scope="col" className="py-3 font-semibold text-ink-900">
                    처리 항목
                  </th>
                </tr>
              </thead>
              <tbody>
                {processors.map((p) => (
                  <tr key={p.name} className="border-b border-sand-300 align-top">
                    <td className="py-3 pr-4">{p.name}</td>
                    <td className="py-3 pr-4">{p.task}</td>
                    <td className="py-3">{p.items}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            위탁계약 시 개인정보가 안전하게 관리되도록 필요한 사항을 규정하고, 수탁자가 개인정보를 안전하게 처리하는지
            감독합니다.
          </p>
        </Section>

        <Section n={6} title="개인정보의 국외 이전">
          <OverseasNotice
            transfers={overseas}
            trackers={trackersAbroad}
            tagsSection={trackers.length > 0 ? 11 : null}
          />
        </Section>

        <Section n={7} title="개인정보의 파기 절차 및 방법">
          <p>
            보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자적 파일은 복구할 수 없는
            방법으로 삭제하고, 출력물은 분쇄하거나 소각합니다.
          </p>
        </Section>

        <Section n={8} title="정보주체의 권리와 행사 방법">
          <p>
            정보주체는 언제든지 자신의 개인정보에 대한 열람, 정정·삭제, 처리정지, 동의 철회를 요구할 수 있습니다. 분양
            상담 전화({complex.phone}, {complex.hours}) 또는 견본주택({complex.address.modelHouse}) 방문으로 요청하시면
            지체 없이 조치하겠습니다.
          </p>
          <p>{consentCopy.refusal}</p>
          <p>
            광고 문자·전화·카카오톡을 더 받지 않으시려면 <Link href="/privacy/opt-out">광고 수신거부</Link>에서 번호를
            남겨 주세요.
          </p>
        </Section>

        <Section n={9} title="개인정보의 안전성 확보 조치">
          <ul className="list-disc space-y-1 pl-5">
            <li>개인정보는 관리자 인증을 받은, 접근 권한이 있는 관리자만 열람할 수 있습니다.</li>
            <li>등록 내용은 암호화된 통신(HTTPS)으로만 주고받습니다.</li>
            <li>개인정보를 처리하는 직원을 최소화하고 정기적으로 교육합니다.</li>
          </ul>
        </Section>

        <Section n={10} title="개인정보 보호책임자">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-medium text-ink-900">책임자</dt>
            <dd>
              {company} {privacyPolicy.officer.department} ({privacyPolicy.officer.title})
            </dd>
            <dt className="font-medium text-ink-900">연락처</dt>
            <dd>{complex.phone}</dd>
            <dt className="font-medium text-ink-900">주소</dt>
            <dd>{complex.address.modelHouse}</dd>
          </dl>
          <p>
            개인정보 침해에 대한 신고나 상담은{" "}
            {privacyPolicy.reportingAgencies.map((a) => `${a.name}(${a.phone})`).join(", ")}에도 하실 수 있습니다.
          </p>
        </Section>

        {trackers.length > 0 ? (
          <Section n={11} title="행태정보의 수집·이용 및 거부">
            <p>
              회사는 광고 성과를 확인하고 관심 있으실 만한 분양 광고를 보여 드리기 위해, 홈페이지를 방문하시면 아래 광고
              사업자의 스크립트가 행태정보를 수집하도록 하고 있습니다.
            </p>
            <ul className="list-disc space-y-1 pl-5" data-testid="privacy-trackers">
              {trackers.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-medium text-ink-900">수집 항목</dt>
              <dd>
                방문한 페이지와 일시, 광고 클릭 식별값, 관심고객 등록·방문예약 완료 여부(전환), 광고 사업자의 쿠키
                식별자
              </dd>
              <dt className="font-medium text-ink-900">수집 방법</dt>
              <dd>페이지가 표시된 후 광고 사업자의 스크립트가 자동으로 수집합니다.</dd>
              <dt className="font-medium text-ink-900">보유 기간</dt>
              <dd>각 광고 사업자의 개인정보처리방침에서 정한 기간</dd>
            </dl>
            <p>
              이름, 연락처, 생년월일, 문의내용 등 양식에 입력하신 내용은 광고 사업자의 스크립트에 전달하지 않으며, 예약
              확인·변경 페이지와 관리자 페이지에서는 스크립트를 실행하지 않습니다. 건강 등 민감한 행태정보는 수집하지
              않으며, 만 14세 미만 아동을 대상으로 하는 맞춤형 광고를 하지 않습니다.
            </p>
            <p>
              아래에서 이 브라우저의 맞춤형 광고를 거부하실 수 있습니다. 브라우저에서 쿠키를 차단하시거나 &lsquo;Global
              Privacy Control&rsquo; 신호를 보내도록 설정하셔도 광고 스크립트를 실행하지 않습니다.
            </p>
            <AdsChoice />
          </Section>
        ) : null}

        <Section n={n} title="개인정보처리방침의 변경">
          <p>
            이 개인정보처리방침은 {effective}부터 적용됩니다. 내용이 변경되는 경우 시행 7일 전부터 홈페이지를 통해 알려
            드립니다.
          </p>
        </Section>
      </div>
    </PageShell>
  );
}
