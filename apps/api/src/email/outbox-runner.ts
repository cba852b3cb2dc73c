/**
 * How an outbox worker runs in a server (the emails' and the texts'): one pass at a time in this
 * process, a pass every interval once started, and a stop that waits for the pass in flight.
 */
export function outboxRunner<Result>(
  pass: () => Promise<Result>,
  onPassFailed: (err: unknown) => void,
) {
  let running: Promise<Result> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runner = {
    /** One pass over due rows; concurrent calls in this process share the pass in flight. */
    runOnce(): Promise<Result> {
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(intervalMs = 5_000): void {
      const tick = () => {
        runner.runOnce().catch(onPassFailed);
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return runner;
}
