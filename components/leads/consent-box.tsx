import { Link } from "@/components/ui/link";
import {
  consentCopy,
  marketingConsentCopy,
  overseasConsentCopy,
  thirdPartyConsentCopy,
  type ConsentParties,
} from "@/lib/site/content/lead-copy";
import type { LeadForm } from "@/lib/leads/client";
import { ConsentCheck, FieldMessage } from "./lead-field";

/**
 * The consents of every lead form, as 개인정보 보호법 reads them: the required collection and use
 * (purpose, items, retention, the right to refuse and what refusing costs; 제15조), then optional
 * boxes that start unticked and never block a submission: marketing (제22조; SMS, phone,
 * KakaoTalk), where the complex's content names recipients, provision to them (제17조), and where
 * this deployment sends a lead's data abroad, that transfer (제28조의8: country, when and how,
 * items, retention; lib/site/transfers.ts). The optional texts open from "내용 보기" (a
 * <details>, so no JavaScript is needed).
 */
export function ConsentBox({
  form,
  idPrefix,
  error,
  tone = "light",
  parties: { recipients, overseas } = { recipients: [], overseas: [] },
}: {
  form: LeadForm;
  idPrefix: string;
  error?: string;
  tone?: "light" | "dark";
  /**
   * The companies the complex's content names (lib/site/content/complexes/<slug>/privacy.ts; none: no
   * third-party box) and the transfers abroad of this deployment (none: no 국외 이전 box).
   */
  parties?: ConsentParties;
}) {
  const descId = `${idPrefix}-consent-desc`;
  const errorId = `${idPrefix}-consent-error`;
  const dark = tone === "dark";
  const strong = dark ? "text-white" : "text-ink-900";
  const link = dark ? "text-gold-300" : "text-gold-700";
  return (
    <div
      className={`border p-4 text-[13px] leading-relaxed ${dark ? "border-white/20 bg-white/5 text-sand-200" : "border-sand-300 bg-sand-50 text-stone-700"}`}
      data-testid="consent-box"
    >
      <p className={`font-semibold ${strong}`}>{consentCopy.title}</p>
      <dl id={descId} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">수집 목적</dt>
        <dd>{consentCopy.purpose}</dd>
        <dt className="font-medium">수집 항목</dt>
        <dd>{consentCopy.items[form]}</dd>
        <dt className="font-medium">보유 기간</dt>
        <dd>{consentCopy.retention}</dd>
        <dt className="font-medium">거부 권리</dt>
        <dd>{consentCopy.refusal}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className={`flex cursor-pointer items-start gap-2 text-[14px] ${strong}`}>
          <ConsentCheck descId={descId} errorId={errorId} error={error} />
          <span>{consentCopy.agree}</span>
        </label>
        <Link href="/privacy" target="_blank" className={`underline underline-offset-4 ${link}`}>
          {consentCopy.policyLink}
          <span className="sr-only"> (새 창)</span>
        </Link>
      </div>
      <FieldMessage
        name="consent"
        id={errorId}
        error={error}
        className={`mt-2 text-[13px] ${dark ? "text-red-300" : "text-red-700"}`}
      />
      <div className={`mt-3 grid gap-2 border-t pt-3 ${dark ? "border-white/15" : "border-sand-300"}`}>
        <OptionalConsent
          id={`${idPrefix}-marketing`}
          name="marketingConsent"
          label={`${marketingConsentCopy.title.replace(" (선택)", "")}: ${marketingConsentCopy.agree}`}
          strong={strong}
          link={link}
          rows={[
            ["이용 목적", marketingConsentCopy.purpose],
            ["수신 방법", marketingConsentCopy.channels],
            ["이용 항목", marketingConsentCopy.items],
            ["보유 기간", marketingConsentCopy.retention],
            ["거부 권리", marketingConsentCopy.refusal],
          ]}
        />
        {recipients.length > 0 ? (
          <OptionalConsent
            id={`${idPrefix}-third-party`}
            name="thirdPartyConsent"
            label={`${thirdPartyConsentCopy.title.replace(" (선택)", "")}: ${recipients.map((r) => r.name).join(", ")}`}
            strong={strong}
            link={link}
            rows={[
              ...recipients.flatMap((r): [string, string][] => [
                [thirdPartyConsentCopy.labels.recipient, r.name],
                [thirdPartyConsentCopy.labels.purpose, r.purpose],
                [thirdPartyConsentCopy.labels.items, r.items],
                [thirdPartyConsentCopy.labels.retention, r.retention],
              ]),
              ["거부 권리", thirdPartyConsentCopy.refusal],
            ]}
          />
        ) : null}
        {overseas.length > 0 ? (
          <OptionalConsent
            id={`${idPrefix}-overseas`}
            name="overseasConsent"
            label={`${overseasConsentCopy.title.replace(" (선택)", "")}: ${overseas.map((t) => t.name).join(", ")}`}
            strong={strong}
            link={link}
            rows={[
              ...overseas.flatMap((t): [string, string][] => [
                [overseasConsentCopy.labels.recipient, t.name],
                [overseasConsentCopy.labels.contact, t.contact],
                [overseasConsentCopy.labels.country, t.country],
                [overseasConsentCopy.labels.when, t.when],
                [overseasConsentCopy.labels.items, t.items],
                [overseasConsentCopy.labels.purpose, t.purpose],
                [overseasConsentCopy.labels.retention, t.retention],
              ]),
              ["거부 권리", overseasConsentCopy.refusal],
            ]}
          />
        ) : null}
      </div>
    </div>
  );
}

function OptionalConsent({
  id,
  name,
  label,
  rows,
  strong,
  link,
}: {
  id: string;
  name: string;
  label: string;
  rows: [string, string][];
  strong: string;
  link: string;
}) {
  const detailsId = `${id}-desc`;
  return (
    <div>
      <label className={`flex cursor-pointer items-start gap-2 text-[14px] ${strong}`}>
        <input
          type="checkbox"
          name={name}
          aria-describedby={detailsId}
          className="mt-1 h-4 w-4 shrink-0 accent-gold-600"
          data-testid={`consent-${name}`}
        />
        <span>
          <span className="font-semibold">(선택)</span> {label}
        </span>
      </label>
      <details className="ml-6 mt-1">
        <summary className={`cursor-pointer underline underline-offset-4 ${link}`}>
          {marketingConsentCopy.details}
        </summary>
        <dl id={detailsId} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([term, text], i) => (
            <div key={i} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
