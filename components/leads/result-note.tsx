import { leadFormCopy as leadCopy, successText, type WelcomeNote } from "@/lib/site/content/lead-copy";

export type NoteKind = "success" | "failure" | "error";

const STYLE: Record<NoteKind, string> = {
  success: "border-emerald-700 bg-emerald-50 text-emerald-900",
  failure: "border-red-700 bg-red-50 text-red-900",
  error: "border-amber-700 bg-amber-50 text-amber-900",
};

/**
 * A result line with its mark (✓ ✕ ⚠), the customer page's wording (spec section 8); a success
 * says a welcome message is on its way only where the answer said so (`welcome`).
 */
export function ResultNote({ kind, text, welcome = null }: { kind: NoteKind; text?: string; welcome?: WelcomeNote }) {
  const { mark, text: base } = leadCopy.customerResult[kind];
  const fallback = kind === "success" ? successText(base, welcome) : base;
  return (
    <span className={`flex items-start gap-2 border-l-4 px-4 py-3 text-[15px] font-medium ${STYLE[kind]}`}>
      <span aria-hidden="true" className="font-bold">
        {mark}
      </span>
      <span>{text ?? fallback}</span>
    </span>
  );
}

/**
 * Messages of a plain form post (no JavaScript): /api/* answers 303 to `?lead=<result>#<anchor>-<result>`,
 * and the fragment makes the matching message visible through :target; the page itself stays static.
 */
export function FormPostResults({ anchor }: { anchor: string }) {
  const items: { key: string; kind: NoteKind; text: string }[] = [
    { key: "ok", kind: "success", text: leadCopy.formResult.ok },
    // The answer's fragment says whether a welcome message is on its way (lib/leads/intake.ts redirectBack).
    { key: "ok-now", kind: "success", text: successText(leadCopy.formResult.ok, "now") },
    { key: "ok-morning", kind: "success", text: successText(leadCopy.formResult.ok, "morning") },
    { key: "invalid", kind: "failure", text: leadCopy.formResult.invalid },
    { key: "limited", kind: "failure", text: leadCopy.formResult.limited },
    { key: "error", kind: "error", text: leadCopy.formResult.error },
  ];
  return (
    <>
      {items.map((item) => (
        <p
          key={item.key}
          id={`${anchor}-${item.key}`}
          role="status"
          className="hidden scroll-mt-32 [&:target]:block"
          data-form-result={item.key}
        >
          <ResultNote kind={item.kind} text={item.text} />
        </p>
      ))}
    </>
  );
}
