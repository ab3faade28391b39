/** Timestamps are stored as ISO-8601 UTC text so they sort the same on SQLite and PostgreSQL. */
export const nowIso = (): string => new Date().toISOString();
