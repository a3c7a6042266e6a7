import { checkDatabase } from "~/server/db.server";
import { logger } from "~/server/logger.server";

/**
 * GET /healthz: whether the server and its database answer (503 when the
 * database is closed, unreadable or no longer the file on disk). Used by the
 * admin login's connection indicator (D10) and by monitoring.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await checkDatabase();
    return Response.json({ status: "ok", database: "ok" }, { headers });
  } catch (err) {
    logger.error({ err }, "health check: database unavailable");
    return Response.json({ status: "error", database: "unavailable" }, { status: 503, headers });
  }
}
