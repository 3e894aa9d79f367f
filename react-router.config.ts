import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Smaller client chunks per route: loaders/actions never reach the browser.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_middleware: false,
  },
} satisfies Config;
