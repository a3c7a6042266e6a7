import type { ServerHooks } from "~/server/server-hooks";
import { announceSetupCode } from "./accounts.server";

/** Without any admin yet, the setup code for the first one is printed at start (D11). */
export const adminAuthHooks: ServerHooks = { start: announceSetupCode };
