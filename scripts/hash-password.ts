// `npm run hash-password`: prints an scrypt hash for ADMIN_PASSWORD_HASH.
//   npm run -s hash-password                    (asks for the password, input hidden)
//   printf '%s' "$PW" | npm run -s hash-password (reads it from stdin)
//   npm run -s hash-password -- 'the password'  (works, but lands in your shell history)
// Runs with the react-server condition so lib/staff/auth/password.ts (server-only) loads outside Next.
import { hashPassword } from "../lib/staff/auth/password";
import { passwordProblem } from "../lib/staff/auth/password-policy";

async function readHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding("utf8");
  let input = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off("data", onData);
          process.stderr.write("\n");
          return resolve(input);
        }
        if (ch === "\u0003") {
          process.stdin.setRawMode(false);
          process.stderr.write("\n");
          return reject(new Error("Cancelled."));
        }
        if (ch === "\u007f" || ch === "\b") input = input.slice(0, -1);
        else input += ch;
      }
    };
    process.stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline is the shell's (echo), not the password's.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function main() {
  let password = process.argv[2];
  if (password === undefined) {
    if (process.stdin.isTTY) {
      password = await readHidden("Administrator password: ");
      const again = await readHidden("Again: ");
      if (again !== password) throw new Error("The two passwords differ.");
    } else {
      password = await readStdin();
    }
  }
  if (!password) throw new Error("The password is empty.");
  const weak = await passwordProblem(password);
  if (weak) throw new Error(`refused, choose another: ${weak}`);
  process.stdout.write(`${await hashPassword(password)}\n`);
  process.stderr.write("Put this line in ADMIN_PASSWORD_HASH (quote it: it contains $) and remove ADMIN_PASSWORD.\n");
}

main().catch((error: Error) => {
  process.stderr.write(`hash-password: ${error.message}\n`);
  process.exit(1);
});
