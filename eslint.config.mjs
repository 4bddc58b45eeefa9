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
]);
