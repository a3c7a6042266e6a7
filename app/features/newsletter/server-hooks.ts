import type { ServerHooks } from "~/server/server-hooks";
import { startBroadcastWorker } from "./broadcast-sender.server";

/** The newsletter's broadcast worker runs for the server's whole life (ADR 0033, ADR 0056). */
export const newsletterHooks: ServerHooks = { start: startBroadcastWorker };
