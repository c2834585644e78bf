import { useState } from "react";
import { Button } from "../design/primitives/Button.tsx";
import { cn } from "../design/utils.ts";
import { useLiveAlerts } from "./live-alerts.ts";
import { useLiveState, type LiveState } from "./live.ts";

const STATES: Record<LiveState, { label: string; detail: string; dot: string }> = {
  live: { label: "Live", detail: "New orders and arrivals show up at once.", dot: "bg-success" },
  connecting: { label: "Connecting…", detail: "Checking every 15 seconds until the live channel opens.", dot: "bg-muted-foreground" },
  reconnecting: { label: "Reconnecting…", detail: "The live channel dropped: checking every 15 seconds meanwhile.", dot: "bg-warning" },
  off: { label: "Checking every 15 seconds", detail: "This browser has no live channel.", dot: "bg-muted-foreground" },
};

/**
 * The inbox's status line: whether new orders and arrivals come live (or the inbox is polling
 * while the channel is down), and the staff member's chime and notification choices for this
 * browser, as toggle buttons. `state` is the live channel's own unless a story pins it.
 */
export function LiveStatus({ state: pinned }: { state?: LiveState }) {
  const live = useLiveState();
  const state = STATES[pinned ?? live];
  const alerts = useLiveAlerts();
  const [refusal, setRefusal] = useState<string>();
  const blocked = alerts.permission === "denied";

  return (
    <div data-slot="live-status" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p role="status" className="flex items-center gap-2 text-sm">
        <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-full", state.dot, (pinned ?? live) === "live" && "motion-safe:animate-pulse")} />
        <span className="font-medium">{state.label}</span>
        <span className="text-muted-foreground">{state.detail}</span>
      </p>
      <div role="group" aria-label="Alerts in this browser" className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-pressed={alerts.sound} onClick={() => alerts.setSound(!alerts.sound)}>
          Sound {alerts.sound ? "on" : "off"}
        </Button>
        {alerts.permission === "unsupported" ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={alerts.notify}
            aria-describedby={refusal || blocked ? "live-notify-refused" : undefined}
            onClick={async () => {
              const allowed = await alerts.setNotify(!alerts.notify);
              setRefusal(allowed === "denied" ? "Notifications are blocked for this site in the browser's settings." : undefined);
            }}
          >
            Notifications {alerts.notify ? "on" : "off"}
          </Button>
        )}
        {refusal || blocked ? (
          <p id="live-notify-refused" className="text-sm text-muted-foreground">
            {refusal ?? "Notifications are blocked for this site in the browser's settings."}
          </p>
        ) : null}
      </div>
    </div>
  );
}
