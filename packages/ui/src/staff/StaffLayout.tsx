import { staffPaths } from "@shop/domain";
import type * as React from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { apiErrorMessage } from "../client/client.ts";
import { useStoreInfo } from "../shell/store-info.ts";
import { useStaffSession, useStaffSignOut } from "./hooks.ts";
import { useOpenMessageCount } from "../inbox/index.ts";
import { alertOf } from "./live-alerts.ts";
import { useStaffLive } from "./live.ts";
import { ErrorState } from "../shell/ErrorState/ErrorState.tsx";
import { ThemeToggle } from "../shell/ThemeToggle/ThemeToggle.tsx";
import { Button } from "../design/primitives/Button.tsx";
import { Skeleton } from "../design/primitives/Skeleton.tsx";
import { cn } from "../design/utils.ts";

/** The id of the back office's main landmark, the skip link's target. */
export const STAFF_MAIN_ID = "staff-main";

const navClass =
  "rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground";

export type StaffLayoutProps = {
  /** The page. Omit it to render the matched child route (`<Outlet />`). */
  children?: React.ReactNode;
};

/** Until the session is known, then the page; nobody signed in goes to the sign-in page. */
function Guarded({ children }: { children: React.ReactNode }) {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  const onSignIn = pathname.replace(/\/+$/, "") === staffPaths.signIn();
  if (onSignIn) return children;
  if (session.data === null) return <Navigate to={staffPaths.signIn()} replace state={{ from: pathname + search }} />;
  if (session.isError) {
    return <ErrorState title="The back office could not be reached" message={apiErrorMessage(session.error)} onRetry={() => void session.refetch()} retrying={session.isFetching} />;
  }
  if (session.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading" className="space-y-3">
        {/* The server's render stops here (the session is the browser's), so the tab has a title meanwhile. */}
        <title>Back office</title>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return children;
}

/**
 * The back office's frame (docs/architecture.md, Back office), not the storefront's: a skip link,
 * a bar with the shop's name, "Back office", the Orders and Store links, who is signed in and "Sign out", and
 * the page in <main>. Never indexed. Pages other than sign-in need a staff session: without one
 * (or when a call answers 401) they go to /staff. The bar is not printed. While signed in it keeps
 * the tab's live channel open (live.ts), which tells of new orders and arrivals on every page.
 */
export function StaffLayout({ children }: StaffLayoutProps) {
  const store = useStoreInfo();
  const session = useStaffSession();
  const signOut = useStaffSignOut();
  const navigate = useNavigate();
  const signedIn = session.data ?? undefined;
  const openMessages = useOpenMessageCount(Boolean(signedIn));
  // The tab's one live channel, on every back-office page while someone is signed in.
  useStaffLive(Boolean(signedIn), alertOf);

  return (
    <div data-slot="staff-layout" className="flex min-h-screen flex-col bg-background text-foreground">
      <meta name="robots" content="noindex" />
      <a
        href={`#${STAFF_MAIN_ID}`}
        onClick={(event) => {
          // Focus without touching the URL's hash, which the router owns.
          event.preventDefault();
          document.getElementById(STAFF_MAIN_ID)?.focus();
        }}
        className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50 print:hidden"
      >
        Skip to content
      </a>
      <header className="border-b bg-background print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to={signedIn ? staffPaths.orders() : staffPaths.signIn()}
            className="-ml-1 flex min-w-0 flex-col rounded-md px-1 leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="truncate font-bold">{store.data?.name ?? "The shop"}</span>
            <span className="text-sm text-muted-foreground">Back office</span>
          </Link>
          {signedIn ? (
            <nav aria-label="Back office" className="order-last basis-full sm:order-none sm:basis-auto">
              <ul className="-ml-3 flex flex-wrap items-center gap-1 sm:ml-0">
                <li>
                  <NavLink to={staffPaths.orders()} className={navClass}>
                    Orders
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.parts()} className={navClass}>
                    Parts
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.categories()} className={navClass}>
                    Categories
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.brands()} className={navClass}>
                    Brands
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.guides()} className={navClass}>
                    Guides
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.store()} className={navClass}>
                    Store
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.catalogue()} className={navClass}>
                    Catalogue CSV
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.messages()} className={navClass}>
                    Messages
                    {openMessages ? " " : null}
                    {openMessages ? (
                      <span className="rounded-full bg-primary px-1.5 text-xs tabular-nums text-primary-foreground">
                        {openMessages}
                        <span className="sr-only"> open</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.signups()} className={navClass}>
                    Sign-ups
                  </NavLink>
                </li>
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {signedIn ? (
              <>
                <span className="hidden max-w-56 truncate text-sm text-muted-foreground sm:inline" title={signedIn.email}>
                  {signedIn.email}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate(staffPaths.signIn()) })}
                >
                  Sign out
                </Button>
              </>
            ) : null}
            <ThemeToggle />
          </div>
          {signedIn ? (
            <p className="basis-full truncate text-sm text-muted-foreground sm:hidden">
              Signed in as <span className="text-foreground">{signedIn.email}</span>
            </p>
          ) : null}
        </div>
      </header>
      <main id={STAFF_MAIN_ID} tabIndex={-1} className={cn("mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none print:max-w-none print:p-0")}>
        <Guarded>{children ?? <Outlet />}</Guarded>
      </main>
    </div>
  );
}
