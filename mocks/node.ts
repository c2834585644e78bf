import { setupServer } from "msw/node";
import { handlers } from "./handlers/index.ts";

/** The mocks in Node (tests): `server.listen()`, then `server.use(productHandlers.error(500))` per case. */
export const server = setupServer(...handlers);
