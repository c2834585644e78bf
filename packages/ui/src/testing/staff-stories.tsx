import { getMockStaffSession, staffHandlers } from "@shop/mocks";
import type { Decorator, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, within } from "storybook/test";
import { StaffLayout } from "../staff/index.ts";
import { LOAD, withLocationDisplay } from "./story-helpers.tsx";

/**
 * The staff story factory: every back-office screen's stories open it inside StaffLayout at its
 * route (staffScreen, for the meta), and get the states every staff screen has (Loading, LoadError
 * and, for one record, NotFound) from one call (staffStates), each a story with its own play.
 */

/** How long a staff story waits for the mock API (the screen stories' wait). */
export { LOAD };

/** The session answers as signed in, so a story can hold up or break the other staff calls alone. */
export const staffSessionOk = http.get("/api/staff/session", () => HttpResponse.json(getMockStaffSession()));

/** A staff page's route: its pattern (":id" and the like) and the URL the story opens, by default the pattern itself. */
export const staffRoute = (path: string, initialEntry = path) => ({ path, initialEntry });

const inStaffLayout: Decorator = (Story) => (
  <StaffLayout>
    <Story />
  </StaffLayout>
);

/**
 * A staff screen's meta: inside StaffLayout, full screen, at `route`, signed in (the mock session's
 * default). `url` shows the router's URL under the screen, for stories that check where it went.
 */
export function staffScreen({ route, url = false }: { route: ReturnType<typeof staffRoute>; url?: boolean }) {
  return {
    decorators: url ? [withLocationDisplay, inStaffLayout] : [inStaffLayout],
    parameters: { layout: "fullscreen", route },
  };
}

/** What a story changes from its meta: other args, another route. */
export type StoryChanges = Pick<StoryObj, "args" | "parameters">;

export interface StaffStatesOptions {
  /** Loading: the busy status's name, "Loading parts". */
  loading?: string;
  /** LoadError: the alert's heading, "Parts could not be loaded"; `story` opens another record or list. */
  loadError?: string | { heading: string; story: StoryChanges };
  /** NotFound: the story opening an id the API does not know, the h1 it shows and the link back to the list. */
  notFound?: { story: StoryChanges; heading: string; back: { name: string; href: string } };
}

/**
 * A staff screen's state stories: Loading (every staff call held, the screen says it is busy),
 * LoadError (every staff call answers 500: an alert naming what could not be loaded, with "Try
 * again") and NotFound (the h1 and the link back). Export those you asked for:
 * `export const Loading: Story = states.Loading`.
 */
export function staffStates<S>({ loading, loadError, notFound }: StaffStatesOptions): Record<"Loading" | "LoadError" | "NotFound", S> {
  const error = typeof loadError === "string" ? { heading: loadError, story: {} } : loadError;
  const staff = (handlers: typeof staffHandlers.pending) => ({ msw: { handlers: { staff: [staffSessionOk, ...handlers] } } });
  const Loading: StoryObj = {
    parameters: staff(staffHandlers.pending),
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole("status", { name: loading }, LOAD)).toHaveAttribute("aria-busy", "true");
    },
  };
  const LoadError: StoryObj = {
    ...error?.story,
    parameters: { ...error?.story.parameters, ...staff(staffHandlers.error(500)) },
    play: async ({ canvas }) => {
      const alert = within(await canvas.findByRole("alert", {}, LOAD));
      await expect(alert.getByRole("heading", { name: error?.heading })).toBeVisible();
      await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    },
  };
  const NotFound: StoryObj = {
    ...notFound?.story,
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole("heading", { level: 1, name: notFound?.heading }, LOAD)).toBeVisible();
      await expect(canvas.getByRole("link", { name: notFound?.back.name })).toHaveAttribute("href", notFound?.back.href);
    },
  };
  return { Loading, LoadError, NotFound } as unknown as Record<"Loading" | "LoadError" | "NotFound", S>;
}
