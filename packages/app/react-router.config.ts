import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./prerender.ts";

/**
 * React Router in framework mode with no server rendering at run time: the build writes static
 * files to build/client (index.html plus one chunk per route), which packages/server serves with
 * /api. Framework mode keeps the door open for a `prerender` list of content pages.
 */
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderPaths,
  // React Router 8's behaviour now (none of it changes a static build without loaders), so an
  // upgrade is no surprise. v8_viteEnvironmentApi stays off while Vite calls that API experimental.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
