import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { appIconSpriteOptions, iconSpritePlugin } from "./scripts/icon-sprite.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// `virtual:icon-sprite` for the icon component's own tests (ADR 047).
const iconSprite = iconSpritePlugin(appIconSpriteOptions(new URL("./", import.meta.url)));

/** What the two integration projects share (`--project 'integration*'` runs both). */
const integration = {
  include: ["**/*.integration.test.ts"],
  exclude: ["node_modules/**", "build/**"],
  environment: "node" as const,
  isolate: false,
  globalSetup: ["tests/setup/integration-global.ts"],
  setupFiles: ["tests/setup/integration-worker.ts", "tests/setup/integration-file.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const TIMED_UNDER_LOAD = ["server/search-burst.integration.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Tailwind builds the real stylesheet for the tests that choose from it (ADR 053).
        plugins: [iconSprite, tailwindcss()],
        test: {
          name: "unit",
          css: { include: [/app\.css/] },
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "eslint-rules/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          exclude: [...integration.exclude, ...TIMED_UNDER_LOAD],
          // One database per worker (tests/setup/integration-worker.ts), kept across its
          // files: a PGlite costs 5-9 s to open (docs/design.md). Two workers halve the time
          // (vitest would take one on a two-core machine).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          // Files that time the server under load run after the others, alone: beside
          // another worker, the burst file's /readyz missed its second by 2 ms (ADR 075).
          name: "integration-timed",
          include: TIMED_UNDER_LOAD,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Two built app processes on a throwaway PostgreSQL: runs after the build
        // (npm test step "multi-process"), never in the unit or integration runs.
        resolve: { alias },
        test: {
          name: "multi-process",
          include: ["tests/multi-process/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
