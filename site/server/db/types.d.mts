/** The one interface the repositories use, over SQLite or PostgreSQL (docs/decisions/016-database.md). */
export type Db = {
  readonly dialect: "sqlite" | "postgres";
  /** Where the data lives, for the start-up line (never the password). */
  readonly describe: string;
  /** Rows of a query written with `$1, $2 …` placeholders. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  run(sql: string, params?: unknown[]): Promise<{ changes: number }>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** `fn` in one transaction, on one connection; rolled back when it throws. */
  transaction<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** `fn` while holding the database-wide migration lock (two servers starting at once take turns). */
  withLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** From now on this connection refuses schema changes (a server's, once migrated; SQLite only, PostgreSQL's roles do it there). */
  seal(): void;
  /**
   * A connection that may delete old consent-log rows, for the retention sweep (close it after):
   * SQLite opens one of its own; PostgreSQL gives this one when its role may delete, else undefined.
   */
  openRetention(): Promise<Db | undefined>;
  close(): Promise<void>;
};
