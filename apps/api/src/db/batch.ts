/**
 * Coalesces the calls that arrive in one turn of the event loop into one database statement.
 *
 * Under load, requests arrive together: fifty look-ups of orders, or fifty new candidates, are
 * read off their sockets in the same turn. Sent one by one, each costs a round trip to the
 * database and, for a write, a commit of its own (an fsync). Sent together they cost one of
 * each. Nothing is cached and nothing is acknowledged early: a read is sent after its request
 * arrived, and a write's caller hears of its row only once the statement that stored it has
 * committed. When traffic is light a batch holds one call, which runs as it always did.
 */
import { postgresErrorOf } from './client';

export interface BatchOptions<Input, Output> {
  /**
   * Runs a batch of two or more as one statement; answers in the order of the inputs, each
   * settled on its own, so that what one input finds after the statement (say, a key used
   * before) fails only its own call. A rejection means the statement as a whole failed.
   */
  runMany(inputs: Input[]): Promise<PromiseSettledResult<Output>[]>;
  /** Runs a single input: a batch of one, and each input of a batch that a bad input failed. */
  runOne(input: Input): Promise<Output>;
  /**
   * Whether a batch's error may belong to one of its inputs alone (a row the database refused),
   * so that each input is run again by itself and only the bad one fails. Without it, every
   * call of the batch gets the error.
   */
  isInputError?(error: unknown): boolean;
  /** The most inputs in one statement. */
  maxSize?: number;
  /**
   * The most statements in flight at once. Calls that arrive while they run wait for the next
   * one, so the busier the site, the more each statement carries (as PostgreSQL's own group
   * commit does); when it is quiet, a call goes at once.
   */
  inFlight?: number;
}

interface Call<Input, Output> {
  input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

export function batched<Input, Output>(
  options: BatchOptions<Input, Output>,
): (input: Input) => Promise<Output> {
  const maxSize = options.maxSize ?? 100;
  const inFlight = options.inFlight ?? Infinity;
  const waiting: Call<Input, Output>[] = [];
  let running = 0;
  let scheduled = false;

  function runAlone(call: Call<Input, Output>): Promise<void> {
    return options.runOne(call.input).then(call.resolve, call.reject);
  }

  async function runBatch(calls: Call<Input, Output>[]): Promise<void> {
    if (calls.length === 1) return runAlone(calls[0]!);
    let outputs: PromiseSettledResult<Output>[];
    try {
      outputs = await options.runMany(calls.map((call) => call.input));
    } catch (error) {
      // The statement failed as a whole and stored nothing, so running each again is safe.
      if (options.isInputError?.(error)) await Promise.all(calls.map(runAlone));
      else for (const call of calls) call.reject(error);
      return;
    }
    calls.forEach((call, index) => {
      const output = outputs[index]!;
      if (output.status === 'fulfilled') call.resolve(output.value);
      else call.reject(output.reason);
    });
  }

  function flush(): void {
    scheduled = false;
    while (waiting.length > 0 && running < inFlight) {
      const calls = waiting.splice(0, maxSize);
      running += 1;
      void runBatch(calls).finally(() => {
        running -= 1;
        flush();
      });
    }
  }

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // setImmediate runs after the poll phase: every request read in this turn joins the batch.
      if (!scheduled && running < inFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/** Each output of a statement that answered for all its inputs alike. */
export const allFulfilled = <Output>(outputs: Output[]): PromiseSettledResult<Output>[] =>
  outputs.map((value) => ({ status: 'fulfilled', value }));

/** A PostgreSQL error caused by the data of a row (class 22) or a constraint it broke (23). */
export function isRowError(error: unknown): boolean {
  const { code } = postgresErrorOf(error);
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}
