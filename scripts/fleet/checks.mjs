// What the fleet proof checks in the database once the load is over: the promises that must
// hold whatever happened to the instances.

/** A seat off sale: sold, or held and not yet lapsed (a hold lapses after 5 minutes). */
const TAKEN = "s.status = 'sold' or (s.status = 'held' and s.held_until > now())";

const rowsOf = async (db, text, values = []) => (await db.query(text, values)).rows;

/** Each check: a name, whether it holds, and the figures that say so. */
export async function databaseChecks(db, outcome, contested) {
  const checks = [];
  const acknowledged = [...outcome.acknowledged];
  const paid = [...outcome.paid];

  const [{ found }] = await rowsOf(
    db,
    'select count(*)::int as found from orders where id = any($1::uuid[])',
    [acknowledged],
  );
  checks.push({
    name: 'every acknowledged order is stored',
    ok: found === acknowledged.length,
    detail: `${found} of ${acknowledged.length}`,
  });

  const oversold = await rowsOf(
    db,
    `select d.id, d.capacity,
            count(s.id) filter (where s.status = 'sold')::int as sold,
            count(s.id) filter (where ${TAKEN})::int as taken
       from course_dates d left join course_seats s on s.course_date_id = d.id
      group by d.id
     having count(s.id) filter (where ${TAKEN}) > d.capacity`,
  );
  const [seats] = await rowsOf(
    db,
    `select d.capacity, count(s.id) filter (where s.status = 'sold')::int as sold
       from course_dates d left join course_seats s on s.course_date_id = d.id
      where d.id = $1 group by d.id`,
    [contested.dateId],
  );
  checks.push({
    name: 'no course date has more seats taken than it has',
    ok: oversold.length === 0 && seats.sold <= seats.capacity,
    detail: `contested date: ${seats.sold} sold of ${seats.capacity}; dates over: ${oversold.length}`,
  });

  const twice = await rowsOf(
    db,
    `select order_id from payment_events where applied and type = 'completed'
      group by order_id having count(*) > 1`,
  );
  const [orders] = await rowsOf(
    db,
    `select count(*) filter (where status = 'paid')::int as paid,
            count(*) filter (where status = 'paid' and id = any($1::uuid[]))::int as paid_seen
       from orders`,
    [paid],
  );
  checks.push({
    name: 'no payment applied twice',
    ok: twice.length === 0 && orders.paid_seen === paid.length,
    detail:
      `${paid.length} payments seen paid, ${orders.paid_seen} of them paid in the database, ` +
      `${orders.paid} paid orders in all, ${twice.length} orders with two payments applied`,
  });

  const receipts = await rowsOf(
    db,
    // The receipt is queued once as an email and once as its text twin (issue 19).
    `select o.id
       from orders o left join email_outbox e
         on e.order_id = o.id and e.kind = 'order-confirmation'
      where o.status = 'paid' group by o.id
      having count(e.id) filter (where e.channel = 'email') <> 1
          or count(e.id) filter (where e.channel = 'sms') <> 1`,
  );
  checks.push({
    name: 'one receipt per paid order, by email and by text',
    ok: receipts.length === 0,
    detail: `${receipts.length} paid orders with none or more than one on a channel`,
  });

  const [sold] = await rowsOf(
    db,
    `select count(*)::int as n from orders o join course_seats s on s.order_id = o.id
      where o.status = 'paid' and s.course_date_id = $1`,
    [contested.dateId],
  );
  checks.push({
    name: 'the contested date sold no more seats than it has',
    ok: sold.n <= contested.capacity && outcome.holdAnswers[201] <= contested.capacity,
    detail:
      `${outcome.holdAnswers[201] ?? 0} holds granted, ${sold.n} seats paid, ` +
      `${contested.capacity} seats, answers ${JSON.stringify(outcome.holdAnswers)}`,
  });
  return checks;
}
