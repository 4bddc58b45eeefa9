"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, AdminRequiredError } from "@/lib/staff";
import { siteParamSchema } from "@/lib/site/routes/site";
import { articlePath, pressListPath } from "@/lib/site/routes/paths.mjs";
import { pressRepository } from "@/lib/press/store/index";
import { pressIdSchema, pressInputSchema } from "@/lib/press/schema";

// Publishing, editing and deleting press articles. Every action checks the session on the server
// itself first (lib/staff/action.ts): the bound site/id come from the page, but a crafted request
// can forge them, so they are parsed again here, with the fields. A request without a valid
// administrator session saves nothing.
// Each change refreshes the cached pages it touches (revalidatePath: the list, the article, and the
// home page, whose news shows the newest articles: app/(site)/page.tsx), so
// visitors see it on their next request; an administrator always gets the live pages (proxy.ts).

export type PressFields = { title: string; summary: string; content: string };
export type PressFormState = {
  ok: boolean;
  message: string;
  /** What was submitted, so the form refills after a refusal (nothing here is secret). */
  values?: PressFields;
  fieldErrors?: Partial<Record<keyof PressFields, string>>;
  /** Changes on every answer, so the form can react to two equal answers in a row. */
  at?: number;
};

const BAD_SITE = "사이트 주소가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.";
const MISSING = "보도자료를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.";
/** The home page, whose news lists the newest articles. */
const HOME_PATH = "/";
const STORE_FAILED = "저장하지 못했습니다. 잠시 후 다시 시도해 주세요.";

// A crafted action request can send any argument list: a missing form reads as empty fields, and a
// bound site or id that is not text is no site, so nothing here throws (a 500) on forged arguments.
const field = (formData: unknown, name: string) => (formData instanceof FormData ? formData.get(name) : null);

/** The submitted values as text, clipped a little past the limits so a huge post is not echoed back whole. */
function submitted(formData: FormData): PressFields {
  const text = (name: string, max: number) => {
    const value = field(formData, name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return { title: text("title", 400), summary: text("summary", 1_000), content: text("content", 50_100) };
}

/** The form's fields as the schema reads them (a missing field is empty text). */
function fields(formData: FormData) {
  return {
    title: field(formData, "title") ?? "",
    summary: field(formData, "summary") ?? "",
    content: field(formData, "content") ?? "",
  };
}

/** The answer without an administrator session (the form keeps what was typed). */
function refused(values?: PressFields): PressFormState {
  return { ok: false, message: new AdminRequiredError().message, values, at: Date.now() };
}

/** The answer to refused input: a forged site or id first, else the first field's message. */
function invalidInput(error: z.ZodError, values: PressFields): PressFormState {
  if (error.issues.some((issue) => issue.path[0] === "site" || issue.path[0] === "id"))
    return { ok: false, message: BAD_SITE, values, at: Date.now() };
  const flat = z.flattenError(error).fieldErrors as Partial<Record<keyof PressFields, string[]>>;
  const fieldErrors = { title: flat.title?.[0], summary: flat.summary?.[0], content: flat.content?.[0] };
  const message = fieldErrors.title ?? fieldErrors.summary ?? fieldErrors.content ?? "입력값을 확인해 주세요.";
  return { ok: false, message, values, fieldErrors, at: Date.now() };
}

const createSchema = pressInputSchema.extend({ site: siteParamSchema });
const updateSchema = pressInputSchema.extend({ site: siteParamSchema, id: pressIdSchema });
const deleteSchema = z.object({ site: siteParamSchema, id: pressIdSchema });

/** New article for the route's site. Bound as `createArticle.bind(null, site)`. */
export const createArticle = adminAction(
  {
    role: "admin",
    schema: createSchema,
    input: (site: string, _previous: PressFormState, formData: FormData) => ({ ...fields(formData), site }),
    refused: (_site, _previous, formData) => refused(submitted(formData)),
    invalid: (error, _site, _previous, formData) => invalidInput(error, submitted(formData)),
  },
  async ({ site: siteId, ...input }, admin, _site, _previous, formData): Promise<PressFormState> => {
    let id: string;
    try {
      id = (await (await pressRepository()).create(siteId, input)).id;
    } catch (error) {
      log.error(`[press] ${admin.email} could not publish on ${siteId}`, { error });
      return { ok: false, message: STORE_FAILED, values: submitted(formData), at: Date.now() };
    }
    log.info(`[press] ${admin.email} published ${siteId}/${id}`);
    revalidatePath(pressListPath(siteId));
    revalidatePath(HOME_PATH);
    return { ok: true, message: "보도자료가 등록되었습니다.", at: Date.now() };
  },
);

/** Changes an article's title, summary and content. Bound as `updateArticle.bind(null, site, id)`. */
export const updateArticle = adminAction(
  {
    role: "admin",
    schema: updateSchema,
    input: (site: string, id: string, _previous: PressFormState, formData: FormData) => ({
      ...fields(formData),
      site,
      id,
    }),
    refused: (_site, _id, _previous, formData) => refused(submitted(formData)),
    invalid: (error, _site, _id, _previous, formData) => invalidInput(error, submitted(formData)),
  },
  async (
    { site: siteId, id: articleId, ...input },
    admin,
    _site,
    _id,
    _previous,
    formData,
  ): Promise<PressFormState> => {
    let updated: boolean;
    try {
      updated = (await (await pressRepository()).update(siteId, articleId, input)) !== null;
    } catch (error) {
      log.error(`[press] ${admin.email} could not update ${siteId}/${articleId}`, { error });
      return { ok: false, message: STORE_FAILED, values: submitted(formData), at: Date.now() };
    }
    if (!updated) return { ok: false, message: MISSING, values: submitted(formData), at: Date.now() };
    log.info(`[press] ${admin.email} updated ${siteId}/${articleId}`);
    revalidatePath(pressListPath(siteId));
    revalidatePath(HOME_PATH);
    revalidatePath(articlePath(siteId, articleId));
    return { ok: true, message: "수정 내용이 저장되었습니다.", at: Date.now() };
  },
);

/** Deletes an article, then goes to the list. Bound as `deleteArticle.bind(null, site, id)`. */
export const deleteArticle = adminAction(
  {
    role: "admin",
    schema: deleteSchema,
    input: (site: string, id: string, _previous: PressFormState, _formData: FormData) => ({ site, id }),
    refused: () => refused(),
    invalid: (): PressFormState => ({ ok: false, message: BAD_SITE, at: Date.now() }),
  },
  async ({ site: siteId, id: articleId }, admin): Promise<PressFormState> => {
    let removed: boolean;
    try {
      removed = await (await pressRepository()).remove(siteId, articleId);
    } catch (error) {
      log.error(`[press] ${admin.email} could not delete ${siteId}/${articleId}`, { error });
      return { ok: false, message: STORE_FAILED, at: Date.now() };
    }
    if (!removed) return { ok: false, message: MISSING, at: Date.now() };
    log.info(`[press] ${admin.email} deleted ${siteId}/${articleId}`);
    revalidatePath(pressListPath(siteId));
    revalidatePath(HOME_PATH);
    revalidatePath(articlePath(siteId, articleId));
    redirect(pressListPath(siteId));
  },
);
