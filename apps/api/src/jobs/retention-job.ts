import type { Db } from '../db/client';
import { eraseExpiredPersonalData } from '../fulfilment/retention';
import { createClientCounts } from '../repositories/client-counts';
import { deleteDeadSessions, deleteLapsedFailures } from '../repositories/staff-repository';

/**
 * The job started by server.ts: retention, then sessions, sign-in failures and client counts
 * that no longer count (the last two name client addresses, kept only while they guard).
 */
export function startRetentionJob(
  db: Db,
  months: number,
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
  intervalMs = 6 * 60 * 60_000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const erased = await eraseExpiredPersonalData(db, months);
      if (erased.orders > 0) log.info(erased, 'retention: personal data erased');
      await deleteDeadSessions(db);
      await deleteLapsedFailures(db);
      await createClientCounts(db).deleteEnded();
    } catch (err) {
      log.error({ err }, 'retention job failed');
    }
  };
  const run = () => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  // Stopping waits for a run in flight, so a shutdown never closes the database under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
