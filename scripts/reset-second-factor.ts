// `npm run reset-second-factor -- <email>`: forgets an account's second factor (a lost phone
// without its recovery codes, or every account after SESSION_SECRET changed), in the configured
// store (DATA_BACKEND, DATA_DIR or the Firebase project, from the same .env files as the server).
// The account's next sign-in enrolls an authenticator app again, after its password; its open
// sessions are not ended. The reset is kept in the access records, by "operator" from "cli".
import { loadEnvConfig } from "@next/env";
import { z } from "zod";

async function main() {
  loadEnvConfig(process.cwd());
  const email = z
    .email({ message: "usage: npm run reset-second-factor -- <email>" })
    .safeParse(process.argv[2]?.trim());
  if (!email.success) {
    console.error(email.error.issues[0]?.message);
    process.exitCode = 2;
    return;
  }
  const { secondFactorStore } = await import("../lib/staff/second-factor/store/index");
  const { accessRecord, accessRecords } = await import("../lib/staff/access/index");
  const had = await (await secondFactorStore()).reset(email.data);
  if (!had) {
    console.log(`second factor: ${email.data} has none; its next sign-in enrolls one.`);
    return;
  }
  await (
    await accessRecords()
  ).append(
    accessRecord({ email: "operator", role: null }, "second-factor-reset", { detail: `계정 ${email.data}` }, "cli"),
  );
  console.log(`second factor: reset for ${email.data}; its next sign-in enrolls an authenticator app again.`);
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
