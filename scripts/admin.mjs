// `npm run admin -- <command>`: account repairs that only someone with access to the server can
// make, on the live data folder (DATA_DIR, default ./data) while the site keeps running.
//
//   reset-2fa <email>   switch two-factor login off for an admin who lost both the phone and every
//                       recovery code (ADR 0084): removes the TOTP secret and the recovery codes,
//                       ends every session of the account (a stolen one too) and writes a
//                       '2fa-reset' entry to the access log. The admin then logs in with the
//                       password alone and sets 2FA up again.
import SQLite from "better-sqlite3";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { databaseName, dataDir } from "./lib/data-backup.mjs";

const usage = "Usage: npm run admin -- reset-2fa <email>";

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Everything in one transaction: the account is either fully reset and logged, or untouched. */
function resetTwoFactor(db, email) {
  const user = db
    .prepare("select users.id, users.email from users join admins on admins.id = users.id where users.email = ?")
    .get(email);
  if (!user) fail(`No admin account with the address ${email}.`);
  db.transaction(() => {
    db.prepare("delete from admin_recovery_codes where user_id = ?").run(user.id);
    db.prepare("delete from admin_totp where user_id = ?").run(user.id);
    db.prepare("delete from sessions where user_id = ?").run(user.id);
    // The same row logAccess (app/features/admin-audit/access-log.server.ts) writes.
    db.prepare("insert into access_log (user_id, user_email, action, created_at) values (?, ?, '2fa-reset', ?)").run(
      user.id,
      user.email,
      new Date().toISOString(),
    );
  })();
  return user.email;
}

const [command, address] = process.argv.slice(2);
if (command !== "reset-2fa" || !address) fail(usage);

const file = join(dataDir(), databaseName);
if (!existsSync(file)) fail(`${file} does not exist (is DATA_DIR right?)`);
const db = new SQLite(file, { fileMustExist: true });
try {
  db.pragma("busy_timeout = 5000");
  // Addresses are stored lower-cased and trimmed (product.md §5).
  const email = resetTwoFactor(db, address.trim().toLowerCase());
  console.log(
    `Two-factor login is off for ${email}; its sessions have ended. It logs in with its password and can set 2FA up again.`,
  );
} finally {
  db.close();
}
