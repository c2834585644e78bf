import type { Config } from "@react-router/dev/config";

/**
 * React Router in framework mode with no server rendering at run time: the build writes static
 * files to build/client (index.html plus one chunk per route), which packages/server serves with
 * /api. Framework mode keeps the door open for a `prerender` list of content pages.
 */
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
} satisfies Config;
