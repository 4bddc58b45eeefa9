import { after } from "next/server";
import { handleLead, methodNotAllowed } from "@/lib/leads";

export async function POST(request: Request) {
  return handleLead("register", request, after);
}

export function GET() {
  return methodNotAllowed();
}
