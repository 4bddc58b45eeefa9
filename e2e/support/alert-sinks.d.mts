export function startWebhookSink(options?: { status?: number }): Promise<{ url: string; received: { text: string }[]; close: () => Promise<void> }>;
export function startSmtpSink(): Promise<{ url: string; port: number; messages: { from: string; to: string[]; data: string; subject: string }[]; close: () => Promise<void> }>;
