import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { appIconSpriteOptions, iconSpritePlugin } from "./scripts/icon-sprite.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// `virtual:icon-sprite` for the icon component's own tests (ADR 047).
const iconSprite = iconSpritePlugin(appIconSpriteOptions(new URL("./", import.meta.url)));

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
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**", "build/**"],
          environment: "node",
          // One database per worker, kept across its files: a PGlite costs 5-9 s to open
          // (docs/design.md). One worker: two (each on its own database, see
          // tests/setup/integration-worker.ts) halved the time, but a file that times the
          // server under a burst (server/search-burst: /readyz within a second) then
          // shares the cores with the other worker and missed by 2 ms (ADR 075).
          isolate: false,
          fileParallelism: false,
          globalSetup: ["tests/setup/integration-global.ts"],
          setupFiles: ["tests/setup/integration-worker.ts", "tests/setup/integration-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
