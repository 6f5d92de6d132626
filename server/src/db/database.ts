/**
 * The one database interface the services use. Implemented over embedded PGlite and over a
 * PostgreSQL pool; the SQL is the same for both.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1..$n` parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection kept for session state (the market publisher's advisory lock). */
export interface ReservedConnection extends Queryable {
  /** Resolves if the connection is lost (whatever it held, locks included, is gone with it). */
  readonly lost: Promise<void>;
  /** Closes the connection, so session locks are released with it. */
  release(): Promise<void>;
}

/** A transaction's connection, and what it does once it has committed. */
export interface Transaction extends Queryable {
  /**
   * Runs `work` after the commit (never on a rollback): telling users what the transaction did
   * must not tell them of something that did not happen. Work that throws is logged, not rethrown.
   */
  afterCommit(work: () => void): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A connection of its own (PGlite has only one, so it is that one). */
  reserve(): Promise<ReservedConnection>;
  close(): Promise<void>;
}

/** The SQLSTATE and constraint name a driver error carries (both drivers name them alike). */
function violationOf(error: unknown): { code?: unknown; constraint?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; constraint?: unknown }) : {};
}

/** True when `error` is PostgreSQL's unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = violationOf(error);
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** True when `error` is a CHECK violation of one of `table`'s constraints (named `<table>_..._check`). */
export function isCheckViolation(error: unknown, table: string): boolean {
  const { code, constraint: name } = violationOf(error);
  return code === '23514' && typeof name === 'string' && name.startsWith(`${table}_`);
}

/**
 * Times go to the database as ISO text: both drivers take it as timestamptz, and unlike a Date it
 * means the same to a driver loaded in another JS realm (the tests load PGlite outside Jest's).
 */
export type IsoTime = string;
export const isoTime = (ms: number): IsoTime => new Date(ms).toISOString();

/**
 * A driver's transaction (`run`) with after-commit work: `fn` gets the driver's connection plus
 * `afterCommit`, and the work it queued runs once `run` has resolved, that is, committed.
 */
export async function withAfterCommit<T>(
  run: (body: (tx: Queryable) => Promise<T>) => Promise<T>,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const queued: Array<() => void> = [];
  const result = await run((tx) => fn({ query: tx.query, exec: tx.exec, afterCommit: (work) => void queued.push(work) }));
  for (const work of queued) {
    try {
      work();
    } catch (error) {
      console.error('after-commit work failed', error);
    }
  }
  return result;
}

const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

/** A schema name safe to write into SQL unquoted; anything else is refused. */
export function checkedSchema(schema: string): string {
  if (!SCHEMA_RE.test(schema)) throw new Error(`invalid database schema name "${schema}"`);
  return schema;
}
