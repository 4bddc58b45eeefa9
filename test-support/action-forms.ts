// Test support for server actions: the FormData a form would post, and where an action ends when
// next/navigation's redirect is mocked to throw `NEXT_REDIRECT <url>` (as the action tests do).

/** A FormData with these fields, as a form posts them. */
export function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

/** The redirect an action ends with, or null when it returns. */
export async function ending(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (error) {
    const match = /^NEXT_REDIRECT (.*)$/.exec((error as Error).message);
    if (!match) throw error;
    return match[1]!;
  }
}
