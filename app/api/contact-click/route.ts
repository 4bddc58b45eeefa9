import { handleContactClick, methodNotAllowed } from "@/lib/leads";

export async function POST(request: Request) {
  return handleContactClick(request);
}

export function GET() {
  return methodNotAllowed();
}
