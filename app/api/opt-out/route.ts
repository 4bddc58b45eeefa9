import { handleOptOut, methodNotAllowed } from "@/lib/leads";

export async function POST(request: Request) {
  return handleOptOut(request);
}

export function GET() {
  return methodNotAllowed();
}
