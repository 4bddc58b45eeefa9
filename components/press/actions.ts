"use server";

import "server-only";
import { log } from "@/lib/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { parseSite } from "@/lib/routes/site";
import { AdminRequiredError, requireAdmin, type Admin } from "@/lib/auth/session";
import { pressRepository } from "@/lib/press";
import { pressIdSchema, pressInputSchema } from "@/lib/press/schema";
import { articlePath, pressListPath } from "@/lib/routes/paths.mjs";

// Publishing, editing and deleting press articles. Every action checks the session on the server
// itself first: the bound site/id come from the page, but a crafted request can forge them, so
// they are parsed again here. A request without a valid administrator session saves nothing.
// Each change refreshes the cached pages it touches (revalidatePath: the list, the article), so
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
const STORE_FAILED = "저장하지 못했습니다. 잠시 후 다시 시도해 주세요.";

// A crafted action request can send any argument list: a missing form reads as empty fields, and a
// bound site or id that is not text is no site, so nothing here throws (a 500) on forged arguments.
const field = (formData: unknown, name: string) => (formData instanceof FormData ? formData.get(name) : null);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The submitted values as text, clipped a little past the limits so a huge post is not echoed back whole. */
function submitted(formData: FormData): PressFields {
  const text = (name: string, max: number) => {
    const value = field(formData, name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return { title: text("title", 400), summary: text("summary", 1_000), content: text("content", 50_100) };
}

async function adminOrRefusal(values?: PressFields): Promise<Admin | PressFormState> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AdminRequiredError) return { ok: false, message: error.message, values, at: Date.now() };
    throw error;
  }
}

function isRefusal(value: Admin | PressFormState): value is PressFormState {
  return "ok" in value;
}

function parseInput(formData: FormData, values: PressFields) {
  const parsed = pressInputSchema.safeParse({ title: field(formData, "title") ?? "", summary: field(formData, "summary") ?? "", content: field(formData, "content") ?? "" });
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const fields = z.flattenError(parsed.error).fieldErrors;
  const fieldErrors = { title: fields.title?.[0], summary: fields.summary?.[0], content: fields.content?.[0] };
  const message = fieldErrors.title ?? fieldErrors.summary ?? fieldErrors.content ?? "입력값을 확인해 주세요.";
  return { ok: false as const, state: { ok: false, message, values, fieldErrors, at: Date.now() } satisfies PressFormState };
}

/** New article for the route's site. Bound as `createArticle.bind(null, site)`. */
export async function createArticle(site: string, _previous: PressFormState, formData: FormData): Promise<PressFormState> {
  const values = submitted(formData);
  const admin = await adminOrRefusal(values);
  if (isRefusal(admin)) return admin;
  const siteId = parseSite(text(site));
  if (!siteId) return { ok: false, message: BAD_SITE, values, at: Date.now() };
  const input = parseInput(formData, values);
  if (!input.ok) return input.state;

  let id: string;
  try {
    id = (await pressRepository().create(siteId, input.data)).id;
  } catch (error) {
    log.error(`[press] ${admin.email} could not publish on ${siteId}`, { error });
    return { ok: false, message: STORE_FAILED, values, at: Date.now() };
  }
  log.info(`[press] ${admin.email} published ${siteId}/${id}`);
  revalidatePath(pressListPath(siteId));
  return { ok: true, message: "보도자료가 등록되었습니다.", at: Date.now() };
}

/** Changes an article's title, summary and content. Bound as `updateArticle.bind(null, site, id)`. */
export async function updateArticle(site: string, id: string, _previous: PressFormState, formData: FormData): Promise<PressFormState> {
  const values = submitted(formData);
  const admin = await adminOrRefusal(values);
  if (isRefusal(admin)) return admin;
  const siteId = parseSite(text(site));
  const articleId = pressIdSchema.safeParse(text(id));
  if (!siteId || !articleId.success) return { ok: false, message: BAD_SITE, values, at: Date.now() };
  const input = parseInput(formData, values);
  if (!input.ok) return input.state;

  let updated: boolean;
  try {
    updated = (await pressRepository().update(siteId, articleId.data, input.data)) !== null;
  } catch (error) {
    log.error(`[press] ${admin.email} could not update ${siteId}/${articleId.data}`, { error });
    return { ok: false, message: STORE_FAILED, values, at: Date.now() };
  }
  if (!updated) return { ok: false, message: MISSING, values, at: Date.now() };
  log.info(`[press] ${admin.email} updated ${siteId}/${articleId.data}`);
  revalidatePath(pressListPath(siteId));
  revalidatePath(articlePath(siteId, articleId.data));
  return { ok: true, message: "수정 내용이 저장되었습니다.", at: Date.now() };
}

/** Deletes an article, then goes to the list. Bound as `deleteArticle.bind(null, site, id)`. */
export async function deleteArticle(site: string, id: string, _previous: PressFormState, _formData: FormData): Promise<PressFormState> {
  void _formData;
  const admin = await adminOrRefusal();
  if (isRefusal(admin)) return admin;
  const siteId = parseSite(text(site));
  const articleId = pressIdSchema.safeParse(text(id));
  if (!siteId || !articleId.success) return { ok: false, message: BAD_SITE, at: Date.now() };

  let removed: boolean;
  try {
    removed = await pressRepository().remove(siteId, articleId.data);
  } catch (error) {
    log.error(`[press] ${admin.email} could not delete ${siteId}/${articleId.data}`, { error });
    return { ok: false, message: STORE_FAILED, at: Date.now() };
  }
  if (!removed) return { ok: false, message: MISSING, at: Date.now() };
  log.info(`[press] ${admin.email} deleted ${siteId}/${articleId.data}`);
  revalidatePath(pressListPath(siteId));
  revalidatePath(articlePath(siteId, articleId.data));
  redirect(pressListPath(siteId));
}
