/**
 * memorystore 1.6 ships no types. This declares the part the server uses
 * (see node_modules/memorystore/lib/memorystore.js).
 */
declare module "memorystore" {
  import type session from "express-session";

  interface MemoryStoreOptions {
    /** How often expired sessions are swept out, in ms (no sweep when absent). */
    checkPeriod?: number;
    /** How long a session lives after its last save or touch, in ms (default: the cookie's maxAge). */
    ttl?: number;
    /** The most sessions kept (default: no limit). */
    max?: number;
  }

  class MemoryStore extends session.Store {
    constructor(options?: MemoryStoreOptions);
    get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void;
    set(sid: string, session: session.SessionData, callback?: (err?: unknown) => void): void;
    destroy(sid: string, callback?: (err?: unknown) => void): void;
  }

  export default function createMemoryStore(expressSession: typeof session): typeof MemoryStore;
}
