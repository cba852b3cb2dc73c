import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientCounts } from '../db/schema';

export interface SharedCount {
  count: number;
  /** Milliseconds until the client's window ends and its count starts again. */
  msLeft: number;
}

/**
 * Counts a client's calls in fixed windows in the database, for the limits that guard storage
 * and stock (enquiries, seat holds): every instance adds to the same row in one statement, so
 * the limit holds however many instances there are and however the calls are spread over them.
 */
export function createClientCounts(db: Db) {
  return {
    async hit(scope: string, client: string, windowMs: number): Promise<SharedCount> {
      const result = (await db.execute(sql`
        insert into ${clientCounts} (scope, client, window_start, window_end, count)
        select ${scope}, ${client}, w.start, w.start + make_interval(secs => ${windowMs / 1000}), 1
        from (select to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs})
                * ${windowMs} / 1000.0) as start) w
        on conflict (scope, client, window_start)
          do update set count = ${clientCounts.count} + 1
        returning count,
          greatest(0, extract(epoch from window_end - now()) * 1000)::int as ms_left
      `)) as unknown as { rows: { count: number; ms_left: number }[] };
      const row = result.rows[0];
      return { count: Number(row?.count ?? 1), msLeft: Number(row?.ms_left ?? windowMs) };
    },

    /** The client's count in the current window, without adding to it. */
    async current(scope: string, client: string, windowMs: number): Promise<SharedCount> {
      const result = (await db.execute(sql`
        select count,
          greatest(0, extract(epoch from window_end - now()) * 1000)::int as ms_left
        from ${clientCounts}
        where scope = ${scope} and client = ${client}
          and window_start = to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs})
            * ${windowMs} / 1000.0)
      `)) as unknown as { rows: { count: number; ms_left: number }[] };
      const row = result.rows[0];
      return { count: Number(row?.count ?? 0), msLeft: Number(row?.ms_left ?? windowMs) };
    },

    /**
     * Takes back one of a client's calls in its current window (never below 0): a try counted
     * before it was judged, that turned out not to count (booking-identity's right answer).
     */
    async giveBack(scope: string, client: string, windowMs: number): Promise<void> {
      await db.execute(sql`
        update ${clientCounts} set count = greatest(${clientCounts.count} - 1, 0)
        where scope = ${scope} and client = ${client}
          and window_start = to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs})
            * ${windowMs} / 1000.0)
      `);
    },

    /** Drops the windows that have ended (run with the retention job). */
    async deleteEnded(): Promise<void> {
      await db.delete(clientCounts).where(lt(clientCounts.windowEnd, sql`now()`));
    },
  };
}

export type ClientCounts = ReturnType<typeof createClientCounts>;
