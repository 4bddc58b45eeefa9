import { handleCronOther, handleCronPost } from "@/lib/server";

// The older name of POST /api/cron/run, kept for schedulers set up before it: the same runner,
// every scheduled job (not only the lead drain), the same answers.

export async function POST(request: Request) {
  return handleCronPost(request);
}

export function GET() {
  return handleCronOther();
}
