import { Slot } from "@radix-ui/react-slot";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type * as React from "react";
import { TOOLTIP_DELAY_DURATION } from "../constants.ts";
import type { TooltipForTriggerProps } from "./Tooltip.tsx";

type Loaded = (props: TooltipForTriggerProps) => React.ReactNode;

/** The tooltip's code once loaded; one download for every tooltip on the page. */
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

function loadTooltip(): Promise<Loaded> {
  loading ??= import("./Tooltip.tsx").then(
    (module) => (loaded = module.TooltipForTrigger),
  );
  return loading;
}

export type TooltipOnDemandProps = {
  /** The text the tooltip shows: for an icon-only control, its accessible name. */
  content: React.ReactNode;
  /**
   * The control, one element that takes a ref and event handlers (a Button, a Link, a button).
   * It keeps its own `aria-label`: the tooltip shows the name, it does not give it.
   */
  children: React.ReactElement;
  /** Which side of the control the bubble sits on. Default "top". */
  side?: TooltipForTriggerProps["side"];
  /** Open at first, loading the tooltip's code on mount (stories, design review). Default false. */
  defaultOpen?: boolean;
};

/**
 * A tooltip whose code loads on first use (docs/architecture.md, Speed): the control renders at
 * once, as it would without one, and the first time a mouse rests on it or the keyboard focuses
 * it, Radix Tooltip (with its positioning, about 10 KB compressed) loads and takes over. Opens
 * after `TOOLTIP_DELAY_DURATION` on hover and at once on keyboard focus, closes on Escape, on
 * leaving and on a click; a touch neither loads nor opens it, so no tooltip sticks on a phone.
 *
 * The code loads when a mouse enters; the control is drawn again inside Radix's trigger only when
 * its tooltip is due to show (the mouse rested, the keyboard focused it), never during a press,
 * and gets its focus back, so no click is lost. Each
 * tooltip has its own provider (the root mounts none), so the 300 ms skip delay does not carry
 * from one control to the next.
 */
export function TooltipOnDemand({ content, children, side, defaultOpen = false }: TooltipOnDemandProps) {
  const [ready, setReady] = useState(() => defaultOpen && loaded !== undefined);
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The tooltip is due to show (rested on, focused): draw Radix's once its code is here. */
  const wanted = useRef(defaultOpen);
  const pointerDown = useRef(false);
  const refocus = useRef(false);
  const mounted = useRef(true);

  const swap = useCallback(() => {
    if (!mounted.current || !wanted.current || pointerDown.current) return;
    refocus.current = triggerRef.current !== null && triggerRef.current === document.activeElement;
    setReady(true);
  }, []);

  const show = useCallback(() => {
    wanted.current = true;
    setOpen(true);
    if (loaded) swap();
    else void loadTooltip().then(swap, () => undefined);
  }, [swap]);

  const hide = () => {
    clearTimeout(openTimer.current);
    wanted.current = false;
    setOpen(false);
  };

  useEffect(() => {
    mounted.current = true;
    if (defaultOpen) void loadTooltip().then(swap, () => undefined);
    return () => {
      mounted.current = false;
      clearTimeout(openTimer.current);
    };
  }, [defaultOpen, swap]);

  useLayoutEffect(() => {
    if (ready && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [ready]);

  const onPointerDown = () => {
    pointerDown.current = true;
    document.addEventListener("pointerup", () => (pointerDown.current = false), { once: true });
  };

  if (ready && loaded) {
    const Tooltip = loaded;
    return (
      <Tooltip ref={triggerRef as React.Ref<HTMLButtonElement>} content={content} side={side} open={open} onOpenChange={setOpen} onPointerDown={onPointerDown}>
        {children}
      </Tooltip>
    );
  }
  // Until then the control is drawn as is; a mouse resting on it fetches the code and, after the
  // delay, shows the tooltip; keyboard focus shows it at once. A press cancels both, as in Radix.
  return (
    <Slot
      ref={triggerRef}
      onPointerEnter={(event: React.PointerEvent) => {
        if (event.pointerType === "touch") return;
        void loadTooltip().catch(() => undefined);
        clearTimeout(openTimer.current);
        openTimer.current = setTimeout(show, TOOLTIP_DELAY_DURATION);
      }}
      onPointerLeave={hide}
      onPointerDown={() => {
        onPointerDown();
        hide();
      }}
      onFocus={() => {
        // Focus from a press (a tap, a click) shows nothing, as Radix's own trigger does.
        if (!pointerDown.current) show();
      }}
      onBlur={hide}
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === "Escape") hide();
      }}
    >
      {children}
    </Slot>
  );
}
