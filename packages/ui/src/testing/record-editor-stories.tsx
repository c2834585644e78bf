import { MOCK_STAFF } from "@shop/mocks";
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { LOAD, staffStates, type StaffStatesOptions, type StoryChanges } from "./staff-stories.tsx";
import { expectUrl, type PlayContext } from "./story-helpers.tsx";

/**
 * The stories every back-office record editor has (a part, a category or brand, a guide): the
 * staff states, a phone and the dark theme, a new record saved, and the steps its own stories
 * share (the form open, a save shown in the history, a refusal at a field).
 */

export interface RecordEditorOptions extends StaffStatesOptions {
  /** The h1 of the record the stories open, read as a story runs (an earlier story may have renamed it). */
  heading: () => string;
  /** The save button's name: "Save part". */
  save: string;
  /** Dark: what the story does and checks once the form is open, before the theme (the default: nothing). */
  dark?: (context: PlayContext) => Promise<void>;
}

export interface NewRecordOptions<R extends { id: number }> {
  /** The story opening the empty form: its args and route. */
  story: StoryChanges;
  /** The empty form's h1: "New part". */
  heading: string;
  /** The field named when the empty form is saved, and what it says: ["Name", "name is required"]. */
  required: [label: string, message: string];
  /** Fills the form in, as a person would. */
  fill: (context: PlayContext) => Promise<void>;
  /** The records of its kind in the mock data, read as the story runs. */
  records: () => R[];
  /** What the new record holds once stored: `{ name: "Story Door Gasket" }`. */
  stored: Partial<R>;
  /** The new record's page, where the screen goes once it is saved. */
  url: (id: number) => string;
  /** More checks once the screen has moved, given the new record's id (the default: none). */
  check?: (id: number) => Promise<void>;
}

/**
 * A record editor's stories: NotFound, Loading and LoadError (as staffStates), NarrowScreen (a
 * 360 px phone, nothing scrolls sideways) and Dark, each exported as `editor.Dark`; `created(…)`
 * makes the new-record story, and `opened`, `saves` and `refuse` are steps for the others.
 */
export function recordEditorStories<S>({ heading, save, dark, ...states }: RecordEditorOptions) {
  const opened = (canvas: PlayContext["canvas"], name = heading()) => canvas.findByRole("heading", { level: 1, name }, LOAD);
  const clickSave = ({ canvas, userEvent }: PlayContext) => userEvent.click(canvas.getByRole("button", { name: save }));

  const NarrowScreen: StoryObj = {
    globals: { viewport: { value: "mobile1", isRotated: false } },
    play: async ({ canvas }) => {
      await opened(canvas);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
  const Dark: StoryObj = {
    globals: { theme: "dark" },
    play: async (context) => {
      await opened(context.canvas);
      await dark?.(context);
      await expect(document.documentElement).toHaveClass("dark");
    },
  };

  /** The new-record story: the empty form names its required field; filled and saved, the record is stored and the address becomes its page. */
  function created<R extends { id: number }>({ story, heading: h1, required, fill, records, stored, url, check }: NewRecordOptions<R>): S {
    const [label, message] = required;
    const play: StoryObj["play"] = async (context) => {
      const { canvas, canvasElement } = context;
      await expect(await canvas.findByRole("heading", { level: 1, name: h1 }, LOAD)).toBeVisible();
      await clickSave(context);
      await waitFor(() => expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(message), LOAD);
      await fill(context);
      // Read before the click: the mocks may have stored the new record by the time the click returns.
      const id = Math.max(...records().map((r) => r.id)) + 1;
      await clickSave(context);
      await waitFor(() => expect(records().find((r) => r.id === id)).toMatchObject(stored), LOAD);
      await expectUrl(canvasElement, url(id));
      await check?.(id);
    };
    return { ...story, play } as S;
  }

  /** Saves the form; the editor says `message` and the history's newest entry is `change`, by the signed-in staff member. */
  async function saves(context: PlayContext, message: string, change: string) {
    await clickSave(context);
    await expect(await context.canvas.findByText(message, {}, LOAD)).toBeVisible();
    const history = within(context.canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(change)).toBeVisible();
    await expect(history.getByText(new RegExp(MOCK_STAFF.email))).toBeVisible();
  }

  /**
   * Types `value` into the field labelled `label` and saves; the API's refusal shows as the field's
   * description. With `marked`, the field is also invalid and has the focus. Returns the field.
   */
  async function refuse(context: PlayContext, label: string, value: string, refusal: RegExp, { marked = true } = {}) {
    const field = context.canvas.getByLabelText(label);
    await context.userEvent.clear(field);
    await context.userEvent.type(field, value);
    await clickSave(context);
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal), LOAD);
    if (marked) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveFocus();
    }
    return field;
  }

  return { ...staffStates<S>(states), NarrowScreen: NarrowScreen as S, Dark: Dark as S, created, opened, saves, refuse };
}
