import type { ServerHooks } from "~/server/server-hooks";
import { storeMissingPdfs } from "./stored-pdf.server";

/** At start-up, the PDFs of invoices whose run stopped between the commit and storing the file (ADR 0102). */
export const invoiceHooks: ServerHooks = {
  start: async () => {
    await storeMissingPdfs();
  },
};
