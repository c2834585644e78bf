import { setupWorker } from "msw/browser";
import { handlers } from "./handlers/index.ts";

/** The mocks in the browser (dev:mock); needs mocks/public/mockServiceWorker.js served at the root. */
export const worker = setupWorker(...handlers);
