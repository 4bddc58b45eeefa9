import "server-only";
import { getAuth, type Auth } from "firebase-admin/auth";
import { withDeadlines } from "@/lib/platform/runtime/deadline";
import { firebaseApp } from "./admin";

// Firebase Authentication of the server's one firebase-admin app, every call under the store
// deadline (lib/platform/runtime/deadline.ts): a session check, a sign-in or a staff change never waits on
// Firebase longer than a store read.

export function firebaseAuth(): Auth {
  return withDeadlines(getAuth(firebaseApp()), "firebase auth");
}
