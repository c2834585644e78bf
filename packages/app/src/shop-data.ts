import type { ShopData } from "@shop/domain";
import { createContext } from "react-router";

/**
 * The live data the server renders pages from, handed to the root loader by whoever serves the
 * app: packages/server sets it from its store on every request (see entry.server.tsx, which
 * exports this key for it). Unset in `npm run dev:mock`, where the mocks' data stands in.
 */
export const shopDataContext = createContext<ShopData | null>(null);
