import type { OrderLiveEvent } from "@shop/domain";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { toast } from "../design/primitives/toast-store.ts";
import { liveAlertText } from "./live.ts";

/**
 * How the back office tells of a new order or a customer at the store: always a toast; a chime
 * and a browser notification only where the staff member turned them on (kept in this browser).
 * A browser plays sound only after a click on the page, and notifies only with its permission,
 * which turning notifications on asks for.
 */

export interface LiveAlertChoices {
  sound: boolean;
  notify: boolean;
}

export const LIVE_ALERTS_STORAGE_KEY = "shop.staff.alerts";
const CHANGE_EVENT = "shop:staffalertschange";
const NONE: LiveAlertChoices = Object.freeze({ sound: false, notify: false });

let cachedRaw: string | null | undefined;
let cached: LiveAlertChoices = NONE;
/** Where the choices live when storage is blocked: for this page only. */
let fallbackRaw: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LIVE_ALERTS_STORAGE_KEY);
  } catch {
    return fallbackRaw;
  }
}

function choices(): LiveAlertChoices {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const value = JSON.parse(raw ?? "{}") as Partial<Record<keyof LiveAlertChoices, unknown>>;
      cached = Object.freeze({ sound: value.sound === true, notify: value.notify === true });
    } catch {
      cached = NONE;
    }
  }
  return cached;
}

function store(next: LiveAlertChoices): void {
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(LIVE_ALERTS_STORAGE_KEY, raw);
  } catch {
    fallbackRaw = raw;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const subscribe = (listener: () => void) => {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
};

let audio: AudioContext | undefined;

/** Makes the chime's AudioContext: from a click or a key, or the browser keeps it silent. */
function wakeAudio(): void {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  audio ??= Context ? new Context() : undefined;
  void audio?.resume();
}

/** Two short rising tones, once a click or a key has woken the page's audio. */
function chime(): void {
  if (!audio || audio.state === "closed") return;
  const start = audio.currentTime;
  for (const [index, frequency] of [660, 880].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.25, start + index * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.18 + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + index * 0.18);
    tone.stop(start + index * 0.18 + 0.17);
  }
}

const notificationsOffered = () => typeof Notification !== "undefined";

/** This browser's permission for notifications: "unsupported" where there are none. */
export type NotifyPermission = NotificationPermission | "unsupported";
const permission = (): NotifyPermission => (notificationsOffered() ? Notification.permission : "unsupported");

/** Tells of one event as chosen; a change that is neither a new order nor an arrival says nothing. */
export function alertOf(event: OrderLiveEvent): void {
  const text = liveAlertText(event);
  if (!text) return;
  const chosen = choices();
  toast({ title: text, description: event.kind === "arrived" ? "They are waiting at the counter or outside." : "It is in the inbox." });
  if (chosen.sound) chime();
  if (chosen.notify && permission() === "granted") {
    // One notification per order and kind: a second tab replaces the first's rather than stacking.
    new Notification(text, { tag: `${event.kind}:${event.orderNumber}` });
  }
}

/** The staff member's choices, and turning each on or off (from a click: it may ask the browser). */
export function useLiveAlerts() {
  const chosen = useSyncExternalStore(subscribe, choices, () => NONE);
  // Sound chosen before this page loaded: the first click or key anywhere wakes it.
  useEffect(() => {
    if (!chosen.sound || audio) return undefined;
    const wake = () => wakeAudio();
    window.addEventListener("pointerdown", wake, { once: true });
    window.addEventListener("keydown", wake, { once: true });
    return () => {
      window.removeEventListener("pointerdown", wake);
      window.removeEventListener("keydown", wake);
    };
  }, [chosen.sound]);
  const setSound = useCallback((on: boolean) => {
    if (on) wakeAudio();
    store({ ...choices(), sound: on });
    if (on) chime();
  }, []);
  const setNotify = useCallback(async (on: boolean): Promise<NotifyPermission> => {
    let allowed = permission();
    if (on && allowed === "default") allowed = await Notification.requestPermission();
    store({ ...choices(), notify: on && allowed === "granted" });
    return allowed;
  }, []);
  return { ...chosen, permission: permission(), setSound, setNotify };
}
