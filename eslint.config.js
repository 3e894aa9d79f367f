import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import boundaries from "./eslint-rules/boundaries.js";
import noTestImports from "./eslint-rules/no-test-imports.js";
import schemaImports from "./eslint-rules/schema-imports.js";

// Project rules (eslint-rules/).
const local = {
  rules: { "schema-imports": schemaImports, "no-test-imports": noTestImports, boundaries },
};

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
      // Server-only modules must never reach the browser bundle (docs/design.md convention 2).
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
    // Components, client helpers and route modules take constants from Zod-free modules
    // (in a route, names used only by its loader or action are allowed: the client build
    // drops those).
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/features/**/*.{ts,tsx}",
      "app/lib/**/*.{ts,tsx}",
      "app/routes/**/*.{ts,tsx}",
    ],
    ignores: [
      "**/*.server.ts",
      "**/*-schema.ts",
      "**/*-schemas.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    plugins: { local },
    rules: { "local/schema-imports": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { local },
    rules: { "local/no-test-imports": "error" },
  },
  {
    // Features import only themselves and the shared kernel; lib, db and components
    // import no feature and no route (eslint-rules/boundaries.js, ADR 018).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { local },
    rules: { "local/boundaries": "error" },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-control-regex": "off" },
  },
  {
    // Routes parse input, call one domain function and answer (docs/design.md convention 1;
    // issue 11): the database is the features' business, never a route's.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["pg", "@electric-sql/*", "sharp", "nodemailer"],
              message: "Import through a *.server.ts module.",
            },
            {
              group: ["~/lib/db/*", "~/db/*", "drizzle-orm", "drizzle-orm/*"],
              message:
                "Routes never touch the database: call a domain function in app/features/<area>/ that gets it itself.",
            },
          ],
        },
      ],
    },
  },
  { files: ["scripts/seed/factories/**"], rules: { "no-control-regex": "off" } },
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
