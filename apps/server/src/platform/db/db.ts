import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

export type Row = Record<string, any>;

/**
 * A hot statement the `pg` driver prepares once per connection and then only binds and executes
 * (decision 023): planning a long list query costs more than running it. PGlite runs the text.
 */
export interface Prepared {
  readonly name: string;
  readonly text: string;
}

/** Plain SQL text, or a prepared statement made by `prepared`. */
export type Sql = string | Prepared;

const preparedByText = new Map<string, Prepared>();

/**
 * The prepared statement of this text. A repository may build a few variants of one query (filters
 * on or off): each text gets its own server-side name, `label` plus a hash of the text, because a
 * connection refuses a second text under a name it has prepared.
 */
export function prepared(label: string, text: string): Prepared {
  let p = preparedByText.get(text);
  if (!p) {
    const hash = createHash('sha1').update(text).digest('base64url').slice(0, 12);
    // PostgreSQL keeps 63 bytes of a name.
    p = { name: `${label.slice(0, 40)}_${hash}`, text };
    preparedByText.set(text, p);
  }
  return p;
}

export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

export interface Queryable {
  query<T = Row>(text: Sql, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(text: Sql, params?: readonly unknown[]): Promise<T | undefined>;
  exec(text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs fn in one transaction. Inside it, every query of this async context, through the handle
   * or through `db` itself, runs on the transaction's connection. Nested calls join the outer one.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Number of SQL statements sent so far (tests assert statement budgets with it). */
  readonly statements: number;
  /**
   * Calls fn right after a statement of this process whose text matches `pattern` has run, and
   * again after the commit of a transaction that ran one (a cache of this process forgets what
   * such a write may have changed before anyone can see the write; decision 072).
   */
  onWrite(pattern: RegExp, fn: () => void): void;
  /**
   * LISTENs on a channel (NOTIFY of any session, this instance's or another's). `onLost` is called
   * when the listening connection fails: notifications may have been missed until `listen` is
   * called again. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a driver must provide; the shared logic (transaction context, counting) lives in makeDb. */
export interface Driver {
  kind: 'pglite' | 'pg';
  run(text: Sql, params: readonly unknown[]): Promise<Row[]>;
  runScript(text: string): Promise<void>;
  /** Gives fn a connection held exclusively until it settles. */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Connection {
  run(text: Sql, params: readonly unknown[]): Promise<Row[]>;
  runScript(text: string): Promise<void>;
}

export function makeDb(driver: Driver): Db {
  const context = new AsyncLocalStorage<Queryable>();
  /**
   * Transactions under way. On Node before 24 an AsyncLocalStorage that has run once keeps an
   * async hook on every promise the process creates from then on (a store copied to each: 2-4x the
   * cost of an await in a micro benchmark, a few % of every request's CPU, decision 078). So the
   * storage is switched off whenever no transaction is open and on again by the next one; outside
   * a transaction there is nothing to find in it. (Node 24's AsyncContextFrame needs no hook.)
   */
  let open = 0;
  let statements = 0;
  const watchers: { pattern: RegExp; fn: () => void }[] = [];
  /** Per text, the watchers it matches (prepared hot reads are tested once, not per request). */
  const matched = new Map<string, (() => void)[]>();
  const watchersOf = (text: Sql): (() => void)[] => {
    const t = sqlText(text);
    let fns = matched.get(t);
    if (!fns) {
      fns = watchers.filter((w) => w.pattern.test(t)).map((w) => w.fn);
      // Texts built per request (lists of values) are not kept.
      if (typeof text !== 'string' || matched.size < 5000) matched.set(t, fns);
    }
    return fns;
  };

  /** `wrote` collects the watchers a transaction's statements matched, to call again at its commit. */
  const wrap = (conn: Connection, wrote?: Set<() => void>): Queryable => {
    const ran = async <R>(text: Sql, result: Promise<R>): Promise<R> => {
      const fns = watchers.length ? watchersOf(text) : [];
      try {
        return await result;
      } finally {
        for (const fn of fns) {
          fn();
          wrote?.add(fn);
        }
      }
    };
    return {
      async query<T>(text: Sql, params: readonly unknown[] = []) {
        statements++;
        return (await ran(text, conn.run(text, params))) as T[];
      },
      async one<T>(text: Sql, params: readonly unknown[] = []) {
        statements++;
        return (await ran(text, conn.run(text, params)))[0] as T | undefined;
      },
      async exec(text: string) {
        statements++;
        await ran(text, conn.runScript(text));
      },
    };
  };

  const root = wrap({ run: (t, p) => driver.run(t, p), runScript: (t) => driver.runScript(t) });
  const current = () => context.getStore() ?? root;

  return {
    kind: driver.kind,
    get statements() {
      return statements;
    },
    query: (text, params) => current().query(text, params),
    one: (text, params) => current().one(text, params),
    exec: (text) => current().exec(text),
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const outer = context.getStore();
      if (outer) return fn(outer);
      return driver.withConnection(async (conn) => {
        const wrote = new Set<() => void>();
        const q = wrap(conn, wrote);
        await conn.runScript('BEGIN');
        open++;
        try {
          const result = await context.run(q, () => fn(q));
          await conn.runScript('COMMIT');
          return result;
        } catch (error) {
          await conn.runScript('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          if (--open === 0) context.disable();
          for (const w of wrote) w();
        }
      });
    },
    onWrite(pattern, fn) {
      watchers.push({ pattern, fn });
      matched.clear();
    },
    listen: (channel, onMessage, onLost) => driver.listen(channel, onMessage, onLost),
    close: () => driver.close(),
  };
}

/** A FIFO lock: PGlite is one connection, so transactions and single queries take turns on it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const next = new Promise<void>((r) => {
      release = r;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
