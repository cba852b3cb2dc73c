import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { OutgoingSms, SmsSender } from '../src/sms/sms-sender';

/** A sender that keeps what it is given, and fails or refuses the next sends on demand. */
export function capturingSender() {
  const sent: OutgoingSms[] = [];
  const state = { failNext: 0, failWith: (): Error => new Error('provider unavailable') };
  const sender: SmsSender = {
    kind: 'file',
    async send(sms) {
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw state.failWith();
      }
      sent.push(sms);
      return { messageId: `captured-${sent.length}` };
    },
  };
  return { sender, sent, state };
}

let mobiles = 0;
/** A UK mobile of Ofcom's drama range (07700 900000–900999) no other test in the file uses. */
export const uniqueMobile = () => `07700 900${String((mobiles += 1)).padStart(3, '0')}`;

export interface TextRow {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  backed_off: boolean;
}

/** The order's text message rows, oldest first. */
export async function textRows(db: Db, orderId: string): Promise<TextRow[]> {
  const result = await db.execute(
    sql`select kind, status, attempts, last_error, message_id,
          next_attempt_at > now() + interval '20 seconds' as backed_off
        from email_outbox where order_id = ${orderId} and channel = 'sms' order by created_at`,
  );
  return (result as unknown as { rows: TextRow[] }).rows;
}
