import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import schemaImports from "./eslint-rules/schema-imports.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "bench/floor/build/",
      "bench/floor/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
      // Server-only modules must never reach the browser bundle (DESIGN.md convention 2).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["pg", "@electric-sql/*", "sharp", "nodemailer"],
              message: "Import through a *.server.ts module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "**/*.server.ts",
      "server/**",
      "scripts/**",
      "tests/**",
      "**/*.test.ts",
      "**/*.integration.test.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Components and client helpers take constants from Zod-free modules. Route modules
    // are left out: their actions use schema helpers the client build drops.
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: [
      "**/*.server.ts",
      "**/*-schema.ts",
      "**/*-schemas.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    plugins: { local: schemaImports },
    rules: { "local/schema-imports": "error" },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-control-regex": "off" },
  },
  { files: ["tests/factories/**"], rules: { "no-control-regex": "off" } },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setInterval: "readonly",
      },
    },
  },
);
