import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { getAdmin, type Admin } from "@/lib/staff/auth/session";
import { holdsRole, mayDo, type Grant, type Role } from "@/lib/staff/auth/roles";
import { recordRefusal } from "./access";

// The one wrapper of every administrator server action (after nextjs/saas-starter's
// validatedActionWithUser). In this order, on the server, for every call: the session, the role,
// the input parsed with zod, and only then the action. A crafted action request can send any
// argument list with any values (bound ids included), so the handler sees parsed data only.

export type { Role } from "@/lib/staff/auth/roles";

/**
 * The session's role, read on the server for this request (lib/staff/auth/roles.ts): "staff" is held by
 * staff and admins, "admin" by admins only; with `grant`, a staff member must also hold it.
 */
function holds(admin: Admin, role: Role, grant: Grant | undefined): boolean {
  return holdsRole(admin.role, role) && (grant === undefined || mayDo(admin, grant));
}

export type AdminActionOptions<A extends unknown[], S extends z.ZodType, R> = {
  role: Role;
  /** A grant a staff member needs besides the role (an administrator holds every grant). */
  grant?: Grant;
  schema: S;
  /** What the schema parses, taken from the action's arguments (a form's fields, bound ids). */
  input: (...args: A) => unknown;
  /** The answer without a session or without the role: an error state, or a redirect (nothing of the action runs). */
  refused: (...args: A) => R;
  /** The answer to input the schema refuses. */
  invalid: (error: z.ZodError<z.input<S>>, ...args: A) => R;
};

export type AdminActionHandler<A extends unknown[], S extends z.ZodType, R> = (
  data: z.output<S>,
  admin: Admin,
  ...args: A
) => Promise<R>;

/** An action of any argument list: checks the session and role, parses `input(...args)`, then runs `handler`. */
export function adminAction<A extends unknown[], S extends z.ZodType, R>(
  options: AdminActionOptions<A, S, R>,
  handler: AdminActionHandler<A, S, R>,
): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    const admin = await getAdmin();
    if (!admin) return options.refused(...args);
    if (!holds(admin, options.role, options.grant)) {
      await recordRefusal(
        admin,
        "save-refused",
        options.grant ? `needs ${options.role}, grant ${options.grant}` : `needs ${options.role}`,
      );
      return options.refused(...args);
    }
    const parsed = options.schema.safeParse(options.input(...args));
    if (!parsed.success) return options.invalid(parsed.error as z.ZodError<z.input<S>>, ...args);
    return handler(parsed.data, admin, ...args);
  };
}

export type AdminFormActionOptions<S extends z.ZodObject> = {
  role: Role;
  grant?: Grant;
  schema: S;
  /** The page the action belongs to: a request without a session is sent there (to the sign-in form). */
  page: string;
  /** What the schema parses; by default each of the schema's keys read with formData.get (null when absent). */
  input?: (formData: FormData) => unknown;
  /** The answer to input the schema refuses (e.g. a redirect with a notice); by default nothing happens. */
  invalid?: (error: z.ZodError<z.input<S>>, formData: FormData) => void;
};

/**
 * A plain `<form action={...}>` action. Anything but a form does nothing; without a session it
 * redirects to `page`; input the schema refuses gets `invalid` (nothing by default).
 */
export function adminFormAction<S extends z.ZodObject>(
  options: AdminFormActionOptions<S>,
  handler: (data: z.output<S>, admin: Admin, formData: FormData) => Promise<void>,
): (formData: FormData) => Promise<void> {
  const action = adminAction<[FormData], S, void>(
    {
      role: options.role,
      grant: options.grant,
      schema: options.schema,
      input: options.input ?? ((formData) => formFields(options.schema, formData)),
      refused: () => redirect(options.page),
      invalid: options.invalid ?? (() => undefined),
    },
    handler,
  );
  return async (formData: FormData): Promise<void> => {
    if (!(formData instanceof FormData)) return;
    await action(formData);
  };
}

/** Each of the schema's keys read from the form (formData.get: the first value, or null). */
function formFields(schema: z.ZodObject, formData: FormData): Record<string, FormDataEntryValue | null> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, formData.get(key)]));
}
