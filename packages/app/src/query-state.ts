import { ApiError } from "@shop/ui";
import type { DehydratedState } from "@tanstack/react-query";

/**
 * A page's dehydrated queries as they travel in its HTML. A query that failed (a part that does
 * not exist: the page is a not-found page) keeps its `ApiError`, which the loader data's
 * serialisation would turn into a plain Error without its status; so it travels as its parts and
 * is made an `ApiError` again before the browser hydrates it, and the not-found screen the server
 * rendered is the one the browser renders.
 */
export type PageQueryState = DehydratedState;

interface ErrorParts {
  apiError: { status: number; statusText: string; bodyText: string };
}

const isErrorParts = (value: unknown): value is ErrorParts =>
  typeof value === "object" && value !== null && "apiError" in value;

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null ? query : { ...query, state: { ...query.state, error: map(query.state.error) as Error, fetchFailureReason: null } },
    ),
  };
}

/**
 * The state as it travels, also with its clock times set to 0: the same data then renders the
 * same bytes, so a page re-rendered after an unrelated change keeps its ETag and a browser that
 * has it gets a 304. Safe because the browser's client is empty when it hydrates (the times only
 * decide between an entry it has and the one arriving) and the shop's queries never go stale.
 */
export function serializeQueryState(state: DehydratedState): PageQueryState {
  const timeless: DehydratedState = {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
  return mapErrors(timeless, (error) =>
    error instanceof ApiError
      ? ({ apiError: { status: error.status, statusText: error.statusText, bodyText: error.body ? JSON.stringify(error.body) : "" } } satisfies ErrorParts)
      : error,
  );
}

export function reviveQueryState(state: PageQueryState): DehydratedState {
  return mapErrors(state, (error) =>
    isErrorParts(error) ? new ApiError(error.apiError.status, error.apiError.statusText, error.apiError.bodyText) : error,
  );
}
