import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./vite-plugins.ts";

/**
 * React Router in framework mode with server rendering: the build writes the browser's files to
 * build/client and the server's render to build/server/index.js, which packages/server runs on its
 * express app with the live data (docs/architecture.md, Server rendering). No page is built ahead
 * of time: every page's HTML is rendered from the data as it is when it is asked for.
 */
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
  // The whole route table travels with the first page (a few hundred bytes for these routes), so
  // moving between pages never first asks the server which route a link goes to.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour now, so an upgrade is no surprise. v8_viteEnvironmentApi stays off
  // while Vite calls that API experimental.
  // Compressed copies of the browser's files, once the whole build is written.
  buildEnd: ({ reactRouterConfig }) => precompress(path.join(reactRouterConfig.buildDirectory, "client")),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
