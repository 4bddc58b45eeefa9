import { handleVitals } from "@/lib/site/vitals";

export async function POST(request: Request) {
  return handleVitals(request);
}

export function GET() {
  return new Response(JSON.stringify({ ok: false, message: "이 주소는 POST 요청만 받습니다." }), {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "application/json; charset=utf-8" },
  });
}
