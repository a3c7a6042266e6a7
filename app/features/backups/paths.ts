/** The backups screen: linked from the missing-backup mail and the go-live checklist. */
export const backupsPath = "/admin/back-ups";
