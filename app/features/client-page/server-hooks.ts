import type { ServerHooks } from "~/server/server-hooks";
import { creditMailsJob } from "./credit-mails.server";

/** The client page keeps one job running (ADR 0141): the mails about a client's credits, which lead to that page. */
export const clientPageHooks: ServerHooks = {
  jobs: [creditMailsJob],
};
