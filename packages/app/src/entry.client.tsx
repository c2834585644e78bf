import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * `npm run dev:mock` builds in mode "mock": the MSW worker answers every /api call in the browser
 * from an in-memory copy of db.json, with no server. In any other mode this branch and the mocks
 * are removed from the bundle at build time.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.MODE !== "mock") return;
  const { worker } = await import("@shop/mocks/browser");
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
}

void startMocks().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
