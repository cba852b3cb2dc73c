import { describe, expect, it } from 'vitest';
import { futureWeekday, openDayAfter } from '@site/domain/test-support';
import { admin, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

/** Issue 18 point 3: the list a working day runs on: its default, search and filters. */
const { ctx, staff, move, detail } = useAdminOrdersApp();

const ids = async (query: string): Promise<string[]> => {
  const res = await admin(ctx, staff, 'GET', `/orders?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json().data.orders.map((o: { id: string }) => o.id);
};

describe('search', () => {
  it('finds names typed without accents, in the languages our candidates write them in', async () => {
    const names: [string, string, string][] = [
      ['Łukasz', 'Wiśniewski', 'wisniewski'],
      ['Ștefan', 'Țăranu', 'stefan taranu'],
      ['Jiří', 'Dvořák', 'jiri dvorak'],
      ['Žydrūnas', 'Jankauskas', 'zydrunas'],
      ['Gergő', 'Erdős', 'erdos'],
      ['Jürgen', 'Weiß', 'weiss'],
      ['Zoë', 'Ærøskøbing', 'aeroskobing'],
    ];
    const made: string[] = [];
    for (const [firstName, lastName] of names) {
      made.push(await paidTestOrder(ctx, { firstName, lastName }));
    }
    for (const [index, [, , typed]] of names.entries()) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toEqual([made[index]]);
    }
    // Typed with the accents, or in capitals, the same orders.
    expect(await ids(`q=${encodeURIComponent('WIŚNIEWSKI')}`)).toEqual([made[0]]);
    expect(await ids(`q=${encodeURIComponent('lukasz wis')}`)).toEqual([made[0]]);
    const summary = (await admin(ctx, staff, 'GET', '/orders?q=wisniewski')).json().data.orders[0];
    expect(summary.name).toBe('Łukasz Wiśniewski');
  });

  it('finds a phone number in any format staff type it', async () => {
    const orderId = await paidTestOrder(ctx, { lastName: 'Phoneson', phoneNumber: '07911 123456' });
    for (const typed of [
      '07911 123456',
      '07911123456',
      '+44 7911 123456',
      '447911123456',
      '0044 7911 123456',
      '(07911) 123-456',
      '+44 (0)7911 123456',
      '911 123456',
    ]) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toEqual([orderId]);
    }
    expect(await ids(`q=${encodeURIComponent('07911 123457')}`)).toEqual([]);
    // Found although it is stored in E.164, as text messages need it (issue 19).
    expect((await detail(orderId)).candidate.phoneNumber).toBe('+447911123456');
  });
});

describe('the default list and its views', () => {
  it('shows paid work that needs action, oldest first; abandoned checkouts and closed orders apart', async () => {
    const older = await paidTestOrder(ctx, { lastName: 'Queueworth' });
    const newer = await paidTestOrder(ctx, { lastName: 'Queueworth' });
    const submitted = await paidTestOrder(ctx, { lastName: 'Queueworth' });
    expect((await move(submitted, 'submitted')).statusCode).toBe(200);
    const closed = await paidTestOrder(ctx, { lastName: 'Queueworth' });
    expect((await move(closed, 'cancelled')).statusCode).toBe(200);
    const abandoned = await paidTestOrder(ctx, { lastName: 'Queueworth' }, {}, { pay: false });

    expect(await ids('q=queueworth')).toEqual([older, newer, submitted]);
    expect(await ids('view=action&q=queueworth')).toEqual([older, newer, submitted]);
    expect(await ids('view=abandoned&q=queueworth')).toEqual([abandoned]);
    expect(await ids('view=closed&q=queueworth')).toEqual([closed]);
    expect(await ids('view=all&q=queueworth')).toEqual([
      abandoned,
      closed,
      submitted,
      newer,
      older,
    ]);
    // A status chosen shows that status, whatever the view.
    expect(await ids('status=pending&q=queueworth')).toEqual([abandoned]);
    expect((await admin(ctx, staff, 'GET', '/orders?view=everything')).statusCode).toBe(400);
  });

  it('shows the date, time and centre booked, and filters by them and by kind', async () => {
    const leedsDay = futureWeekday(30);
    const aberdeenDay = futureWeekday(40);
    const leeds = await paidTestOrder(
      ctx,
      { lastName: 'Centreford' },
      { location: 87, date: leedsDay, alternateDate: openDayAfter(leedsDay, 2), testTime: '13:30' },
    );
    const aberdeen = await paidTestOrder(
      ctx,
      { lastName: 'Centreford' },
      { location: 1, date: aberdeenDay, alternateDate: openDayAfter(aberdeenDay, 2) },
    );
    const list = (await admin(ctx, staff, 'GET', '/orders?q=centreford')).json().data.orders;
    expect(list.find((o: { id: string }) => o.id === leeds)).toMatchObject({
      date: leedsDay,
      time: '13:30',
      venue: 'Leeds Test Centre',
    });
    expect(await ids('q=centreford&centre=leeds')).toEqual([leeds]);
    expect(await ids('q=centreford&centre=Aberdeen')).toEqual([aberdeen]);
    expect(await ids('q=centreford&centre=nowhere')).toEqual([]);
    expect(await ids(`q=centreford&bookedFrom=${leedsDay}&bookedTo=${leedsDay}`)).toEqual([leeds]);
    expect(await ids(`q=centreford&bookedFrom=${aberdeenDay}`)).toEqual([aberdeen]);
    expect(await ids('q=centreford&kind=test')).toEqual([leeds, aberdeen]);
    expect(await ids('q=centreford&kind=card')).toEqual([]);
    expect((await admin(ctx, staff, 'GET', '/orders?bookedFrom=2024-02-30')).statusCode).toBe(400);
  });
});
