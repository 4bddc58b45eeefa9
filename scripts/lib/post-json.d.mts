export function postJson(
  url: string,
  body: unknown,
  from: string,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }>;
