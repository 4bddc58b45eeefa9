import { overseasConsentCopy, type OverseasTransfer } from "@/lib/site/content/lead-copy";

/**
 * 제28조의8 ②'s notice: each transfer of a lead abroad (only with the visitor's 국외 이전 consent),
 * then the ad tags abroad, whose 행태정보 leave from the browser and are refused in their section.
 */
export function OverseasNotice({
  transfers,
  trackers,
  tagsSection,
}: {
  transfers: readonly OverseasTransfer[];
  trackers: readonly string[];
  tagsSection: number | null;
}) {
  if (transfers.length === 0 && trackers.length === 0)
    return <p data-testid="privacy-overseas">회사는 정보주체의 개인정보를 국외로 이전하지 않습니다.</p>;
  const l = overseasConsentCopy.labels;
  return (
    <div className="space-y-3" data-testid="privacy-overseas">
      {transfers.length > 0 ? (
        <>
          <p>
            등록 양식에서 국외 이전에 선택 동의하신 분의 개인정보만 아래와 같이 국외로 이전합니다(「개인정보 보호법」
            제28조의8).
          </p>
          {transfers.map((t) => (
            <dl key={t.name} className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              <dt>{l.recipient}</dt>
              <dd>{`${t.name} (${l.contact}: ${t.contact})`}</dd>
              <dt>{l.country}</dt>
              <dd>{t.country}</dd>
              <dt>{l.when}</dt>
              <dd>{t.when}</dd>
              <dt>{l.items}</dt>
              <dd>{t.items}</dd>
              <dt>{l.purpose}</dt>
              <dd>{t.purpose}</dd>
              <dt>{l.retention}</dt>
              <dd>{t.retention}</dd>
            </dl>
          ))}
          <p>거부 방법 및 거부 시 불이익: 동의란에 체크하지 않으시면 됩니다. {overseasConsentCopy.refusal}</p>
        </>
      ) : null}
      {trackers.length > 0 ? (
        <p>
          {`광고 스크립트가 수집하는 행태정보는 ${trackers.join(", ")}에게 페이지가 표시될 때 브라우저에서 직접 전송됩니다.`}
          {tagsSection ? ` 항목과 보유 기간, 거부 방법은 제${tagsSection}조를 확인해 주세요.` : null}
        </p>
      ) : null}
    </div>
  );
}
