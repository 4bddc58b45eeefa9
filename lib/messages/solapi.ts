import "server-only";
import { ClientError, MessageNotReceivedError, SolapiMessageService } from "solapi";
import { messageTypeOf, type SmsMessage, type SmsOutcome, type SmsSender, type SmsSettings } from "./sender";

// The production SMS adapter: SOLAPI's official Node SDK (`solapi`, pinned in package.json),
// POST https://api.solapi.com/messages/v4/send-many/detail with its HMAC-SHA256 API-key
// signature. SOLAPI picks SMS or LMS by length. The SDK itself retries a 503 or a dropped
// connection up to three times; what is still failing comes back here as `retry` (our outbox
// tries again later, with backoff) or `failed` (a 4xx other than 408/429, or every message refused).
// The SDK has no setting for its base URL (a class field, https://api.solapi.com), so the tests
// redirect that origin to a loopback stand-in at the HTTP-client level (solapi.test.ts).

export class SolapiSmsSender implements SmsSender {
  private readonly service: SolapiMessageService;

  constructor(private readonly settings: SmsSettings) {
    this.service = new SolapiMessageService(settings.apiKey, settings.apiSecret);
  }

  async send(message: SmsMessage): Promise<SmsOutcome> {
    try {
      const type = messageTypeOf(message, this.settings.kakaoPfId);
      const response = await this.service.send({
        to: message.to,
        from: this.settings.from,
        text: message.text,
        type,
        ...(type === "ATA"
          ? {
              kakaoOptions: {
                pfId: this.settings.kakaoPfId!,
                templateId: message.template!.id,
                variables: message.template!.variables,
                disableSms: false,
              },
            }
          : {}),
      });
      const sent = response.messageList?.[0] as { messageId?: string } | undefined;
      return { kind: "sent", providerId: sent?.messageId ?? response.groupInfo?.groupId ?? null };
    } catch (error) {
      return classify(error);
    }
  }
}

function describe(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as {
      _tag?: string;
      errorCode?: string;
      errorMessage?: string;
      message?: string;
      httpStatus?: number;
    };
    const parts = [
      e._tag ?? (error as Error).name,
      e.httpStatus ? `HTTP ${e.httpStatus}` : null,
      e.errorCode,
      e.errorMessage ?? e.message,
    ];
    return parts.filter(Boolean).join(": ").slice(0, 300);
  }
  return String(error);
}

export function classify(error: unknown): SmsOutcome {
  const text = describe(error);
  if (error instanceof MessageNotReceivedError) return { kind: "failed", error: text };
  if (error instanceof ClientError) {
    const status = (error as { httpStatus?: number }).httpStatus ?? 400;
    return status === 408 || status === 429 ? { kind: "retry", error: text } : { kind: "failed", error: text };
  }
  const tag = (error as { _tag?: string })?._tag;
  // Bad input or credentials will not get better by repeating them.
  if (tag === "BadRequestError" || tag === "ApiKeyError" || tag === "InvalidDateError")
    return { kind: "failed", error: text };
  // ServerError (5xx), NetworkError, the SDK's own retries exhausted, anything unexpected: later.
  return { kind: "retry", error: text };
}
