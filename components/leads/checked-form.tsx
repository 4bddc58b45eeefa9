"use client";

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { FIELD_MESSAGES, type FieldErrors } from "@/lib/leads/client";
import { formCheckCopy } from "@/lib/site/content/field-copy";

// Every visitor form's check, in one place. Without JavaScript the browser's own check runs on the
// native attributes (required, pattern, type, maxLength) the fields keep. Once hydrated the form
// turns that bubble off (noValidate, set in an effect, so the server's HTML never carries it) and
// runs the same constraints itself on submit: each bad field gets its Korean message under it
// (aria-invalid, aria-describedby), focus moves to the first one (scrolled to the middle of the
// screen, clear of the fixed header and the phone's bottom bar) and a polite live region says how
// many fields to look at. A server's refusal (422 field errors, or the codes a plain post comes
// back with) shows the same messages in the same places.

const FieldErrorsContext = createContext<FieldErrors>({});

/** The message a field of the surrounding CheckedForm shows now, if any. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name]?.[0];
}

type Checkable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isCheckable(el: Element): el is Checkable {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

/** The Korean message for one field the browser finds invalid; a field or rule without one gets the general line. */
export function messageFor(name: string, validity: ValidityState): string {
  const rules = (FIELD_MESSAGES as Record<string, Partial<Record<"required" | "invalid" | "tooLong", string>>>)[name];
  const fallback = formCheckCopy.fallback;
  if (!rules) return fallback;
  if (validity.valueMissing) return rules.required ?? fallback;
  if (validity.tooLong) return rules.tooLong ?? fallback;
  return rules.invalid ?? fallback;
}

/** The browser's constraints of every named field, in the form's order, as our messages (one per field). */
export function checkFields(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const el of Array.from(form.elements)) {
    if (!isCheckable(el) || !el.name || !el.willValidate || el.validity.valid || errors[el.name]) continue;
    errors[el.name] = [messageFor(el.name, el.validity)];
  }
  return errors;
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).some((k) => k !== "_form" && errors[k]?.length);
}

/** Focus the first field (in the form's order) that has a message, and bring it to the middle of the screen. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const target = Array.from(form.elements).find(
    (el): el is Checkable => isCheckable(el) && !!el.name && !el.disabled && !!errors[el.name]?.length,
  );
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
}

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate" | "children"> & {
  children: ReactNode;
  /**
   * Submits in place once the check passes (the form's own post is prevented). Without it a form that
   * passes the check posts as a plain form (the booking and opt-out forms).
   */
  onValid?: (form: HTMLFormElement) => void | Promise<void>;
  /** Field errors of the server's last answer (422); each new non-empty object is shown and focused. */
  serverErrors?: FieldErrors;
  /** Field errors the page was rendered with (a plain post came back refused); rendered without JavaScript too. */
  initialErrors?: FieldErrors;
  "data-testid"?: string;
};

export function CheckedForm({ children, onValid, serverErrors, initialErrors, ...form }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  // Bumped by every refused submit, so the same errors twice still move focus and speak again.
  const [attempt, setAttempt] = useState(initialErrors && hasErrors(initialErrors) ? 1 : 0);
  const [summary, setSummary] = useState("");

  // Hydrated: our messages replace the browser's bubble (the server's HTML keeps the native check).
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, []);

  // A new answer from the server: its field errors replace ours (adjusted while rendering, not in an effect).
  const [lastServer, setLastServer] = useState(serverErrors);
  if (serverErrors !== lastServer) {
    setLastServer(serverErrors);
    if (serverErrors && hasErrors(serverErrors)) {
      setErrors(serverErrors);
      setAttempt((n) => n + 1);
    }
  }

  useEffect(() => {
    const element = ref.current;
    if (!element || attempt === 0 || !hasErrors(errors)) return;
    focusFirst(element, errors);
    // Emptied first, then filled: a live region speaks a change, and the same count twice is a change only so.
    setSummary("");
    const count = Object.keys(errors).filter((k) => k !== "_form").length;
    const timer = window.setTimeout(() => setSummary(formCheckCopy.summary(count)), 120);
    return () => window.clearTimeout(timer);
    // errors change together with attempt; attempt alone says "refused again"
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const found = checkFields(element);
    if (hasErrors(found)) {
      event.preventDefault();
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary("");
    if (onValid) {
      event.preventDefault();
      void onValid(element);
    }
  };

  // A field put right loses its message at once; the others keep theirs until the next try.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const el = event.target;
    if (!isCheckable(el as Element)) return;
    const field = el as Checkable;
    if (!errors[field.name] || !field.validity.valid) return;
    setErrors(({ [field.name]: _gone, ...rest }) => rest);
  };

  return (
    <FieldErrorsContext.Provider value={errors}>
      <form ref={ref} {...form} onSubmit={onSubmit} onChange={onChange}>
        {children}
        <p role="status" aria-live="polite" className="sr-only" data-testid="form-check-summary">
          {summary}
        </p>
      </form>
    </FieldErrorsContext.Provider>
  );
}
