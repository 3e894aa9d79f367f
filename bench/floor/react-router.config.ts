import type { Config } from "@react-router/dev/config";

// The framework floor (docs/design.md, "Performance budgets"): a bare React Router app
// that scripts/bench.ts measures beside the product in the same run.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // The product's flags (root react-router.config.ts), so only the product differs.
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_middleware: false,
  },
} satisfies Config;
