import { handleCronOther, handleCronPost } from "@/lib/server";

// Every scheduled job (lib/server/jobs): Cloud Scheduler calls this every minute with the bearer secret.
// `?jobs=leads,sms` runs only those (gated jobs named here run now).

export async function POST(request: Request) {
  return handleCronPost(request);
}

export function GET() {
  return handleCronOther();
}
