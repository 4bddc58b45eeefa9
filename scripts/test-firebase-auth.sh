#!/usr/bin/env bash
# `npm run test:firebase-auth`: the Firebase sign-in path against the Firebase Auth emulator.
# Fetches a pinned firebase-tools with npx on demand (kept out of package.json: ~300 MB), starts
# only the Auth emulator (Node, no Java, works offline) under a demo- project, and runs inside it:
#   1. lib/staff/auth/firebase.emulator.test.ts: web SDK sign-in in Node, ID token -> session cookie,
#      custom claim / ADMIN_EMAILS / non-admin, revocation, roles per complex with two complexes on
#      the one emulator project (vitest);
#   2. e2e/admin-firebase.spec.ts: the login form in Chromium against the Firebase build, whose
#      security policy lets it reach the emulator (Playwright; run `npm run build:firebase` first:
#      .complex-builds/variant-firebase/, made for AUTH_EMULATOR_PORT).
# Ports: AUTH_EMULATOR_PORT (default 9099); the emulator hub and logging take the two below it.
set -euo pipefail
cd "$(dirname "$0")/.."

FIREBASE_TOOLS_VERSION=15.34.2
PORT="${AUTH_EMULATOR_PORT:-9099}"
export CI=true FIREBASE_CLI_DISABLE_UPDATE_CHECK=true

if [ ! -f .complex-builds/variant-firebase/.next/standalone/.next/BUILD_ID ]; then
  echo "No Firebase build: run \`npm run build:firebase\` first (the browser test serves it)." >&2
  exit 1
fi

config_dir="$(mktemp -d)"
trap 'rm -rf "$config_dir"' EXIT
cat > "$config_dir/firebase.json" <<JSON
{
  "emulators": {
    "auth": { "host": "127.0.0.1", "port": $PORT },
    "hub": { "host": "127.0.0.1", "port": $((PORT - 1)) },
    "logging": { "host": "127.0.0.1", "port": $((PORT - 2)) },
    "ui": { "enabled": false },
    "singleProjectMode": true
  }
}
JSON

exec npx -y "firebase-tools@${FIREBASE_TOOLS_VERSION}" emulators:exec \
  --config "$config_dir/firebase.json" --only auth --project demo-presale \
  "cd '$PWD' && npx vitest run lib/staff/auth/firebase.emulator.test.ts && npx playwright test -c playwright.firebase.config.ts"
