import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import house from "./eslint-rules/modules.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "lighthouse-reports/**",
    "next-env.d.ts",
    "data/**",
    ".e2e-data/**",
    ".complex-builds/**",
    ".art-cache/**",
  ]),
  {
    plugins: { house },
    rules: {
      "house/modules": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Pages load, components show: a page (or the data.ts beside it) checks access and reads the
    // stores; a component takes what it shows as props.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name=/^(getAdmin|requireAdmin|signInView|pressRepository|leadOutbox|leadInbox|leadDesk|deskAccounts|visitDeps|visitStores|welcomeOf|recordAccess|unitsBoard|deskBoard|smsOutbox|userStore|staffAccounts)$/]",
          message: "A component shows what its page loaded: read the session or a store in the page or its data.ts.",
        },
      ],
    },
  },
]);
