import { after } from "next/server";
import { methodNotAllowed } from "@/lib/leads";
import { handleRegistration } from "@/lib/visits";

export async function POST(request: Request) {
  return handleRegistration("register", request, after);
}

export function GET() {
  return methodNotAllowed();
}
