import type { ServerHooks } from "~/server/server-hooks";
import { adminAuthHooks } from "./admin-auth/server-hooks";
import { backupHooks } from "./backups/server-hooks";
import { blogHooks } from "./blog/server-hooks";
import { bookingHooks } from "./booking/server-hooks";
import { businessDetailsHooks } from "./business-details/server-hooks";
import { clientPageHooks } from "./client-page/server-hooks";
import { ebookAdminHooks } from "./ebook-admin/server-hooks";
import { invoiceHooks } from "./invoices/server-hooks";
import { newsletterHooks } from "./newsletter/server-hooks";
import { notificationHooks } from "./notifications/server-hooks";
import { paymentHooks } from "./payments/server-hooks";
import { websiteHooks } from "./portrait/server-hooks";

/** Every feature's needs from the HTTP server (ADR 0033); a new feature adds its hooks here. */
export const featureHooks: readonly ServerHooks[] = [
  adminAuthHooks,
  ebookAdminHooks,
  bookingHooks,
  clientPageHooks,
  blogHooks,
  newsletterHooks,
  notificationHooks,
  websiteHooks,
  businessDetailsHooks,
  backupHooks,
  invoiceHooks,
  paymentHooks,
];
