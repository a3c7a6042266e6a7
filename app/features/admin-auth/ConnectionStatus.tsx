import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { adminLogin as texts } from "~/content/admin";

type Status =
  { state: "connecting" } | { state: "connected" } | { state: "retrying"; attempt: number } | { state: "disconnected" };

/** D10: three retries after 1 s, 2 s and 4 s. */
const retryDelaysMs = [1000, 2000, 4000];

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch("/healthz", { cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether the server and its database answer (D10), shown on the login page:
 * connecting, connected, 'Retrying... (n/3)', or the Connection Error card.
 */
export function ConnectionStatus() {
  const [status, setStatus] = useState<Status>({ state: "connecting" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      setStatus({ state: "connecting" });
      for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
        if (await healthy()) {
          if (!cancelled) setStatus({ state: "connected" });
          return;
        }
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || cancelled) break;
        setStatus({ state: "retrying", attempt: attempt + 1 });
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (cancelled) return;
      }
      if (!cancelled) setStatus({ state: "disconnected" });
    })();
    return () => {
      cancelled = true;
    };
  }, [round]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  const label =
    status.state === "connected"
      ? texts.connection.connected
      : status.state === "retrying"
        ? texts.connection.retrying(status.attempt)
        : status.state === "connecting"
          ? texts.connection.connecting
          : texts.connection.disconnected;
  const dot = {
    connected: "bg-success",
    connecting: "bg-clay-500",
    retrying: "bg-clay-500",
    disconnected: "bg-danger",
  }[status.state];

  return (
    <div>
      <div className="flex items-center justify-between gap-4 text-sm">
        <p role="status" className="flex items-center gap-2 text-muted" data-connection={status.state}>
          <span className={`size-2.5 rounded-full ${dot}`} aria-hidden="true" />
          {label}
        </p>
        <Button variant="ghost" className="min-h-9 px-3 text-sm" onClick={retry}>
          {texts.connection.refresh}
        </Button>
      </div>
      {status.state === "disconnected" && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-danger ring-1 ring-red-200">
          <p className="font-semibold">{texts.connectionError.title}</p>
          <p className="mt-1">{texts.connectionError.text}</p>
          <ul className="mt-2 list-disc pl-5 text-body">
            {texts.connectionError.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-9 text-sm" onClick={retry}>
              {texts.connectionError.retry}
            </Button>
            <Button variant="secondary" className="min-h-9 text-sm" onClick={() => window.location.reload()}>
              {texts.connectionError.forceRefresh}
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 text-sm"
              onClick={() => window.location.assign(window.location.href)}
            >
              {texts.connectionError.reload}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
