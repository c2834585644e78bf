import { storeHandlers } from "@shop/mocks";
import type { ShopInfo } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router";
import { expect } from "storybook/test";
import { Button } from "../primitives/Button.tsx";
import { Skeleton } from "../primitives/Skeleton.tsx";
import { toast } from "../primitives/toast-store.ts";

/*
 * What every story gets from .storybook/preview.tsx, shown working, as an example for screen
 * stories: MSW answers /api (all groups by default, one replaced per story), a fresh QueryClient,
 * a memory router from `parameters.route`, the toaster. Components never fetch; this probe does
 * only to prove the wiring.
 */

function EnvironmentProbe() {
  const location = useLocation();
  const params = useParams();
  const store = useQuery({
    queryKey: ["store"],
    queryFn: async (): Promise<ShopInfo> => {
      const response = await fetch("/api/store");
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      return (await response.json()) as ShopInfo;
    },
  });
  return (
    <section aria-labelledby="env-title" className="grid max-w-md gap-3" aria-busy={store.isPending}>
      <h2 id="env-title" className="text-lg font-semibold">
        Story environment
      </h2>
      <p>
        Location: <span className="font-mono">{location.pathname + location.search}</span>
      </p>
      <p>
        Params: <span className="font-mono">{JSON.stringify(params)}</span>
      </p>
      {store.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : store.isError ? (
        <p role="alert" className="text-destructive">
          Store failed: {store.error.message}
        </p>
      ) : (
        <p>
          Store: <strong>{store.data.name}</strong>, {store.data.phone}
        </p>
      )}
      <Button variant="outline" className="w-fit" onClick={() => toast({ title: "Hello from the toaster" })}>
        Show a toast
      </Button>
    </section>
  );
}

const meta = {
  title: "Foundations/Story environment",
  component: EnvironmentProbe,
} satisfies Meta<typeof EnvironmentProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default handlers answer GET /api/store from the in-memory copy of db.json. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Store:/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** `parameters.route` sets the pattern and the starting URL; `useParams` sees them. */
export const WithRoute: Story = {
  parameters: { route: { path: "/products/:id", initialEntry: "/products/12?tab=fit" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("/products/12?tab=fit")).toBeVisible();
    await expect(canvas.getByText('{"id":"12"}')).toBeVisible();
  },
};

/** One handler group replaced, the rest kept: the store call fails with 500. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(/^Store failed: 500/);
  },
};

/** The store call never answers: the loading state stays. */
export const Loading: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.pending } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  },
};
