// The yardsticks, in their own process: a bare Fastify route and, when DATABASE_URL is given,
// the floor of a database-backed call on the same machine: one prepared read by primary key, or
// one committed insert, through node-postgres with the API's pool size, and nothing else (no
// validation, hooks or mapping).
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
app.post('/bare', async () => ({ data: { ok: true } }));

const url = process.env.DATABASE_URL;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bare_rows (id uuid PRIMARY KEY, body jsonb NOT NULL)',
  );
  const id = randomUUID();
  await pool.query('INSERT INTO bare_rows (id, body) VALUES ($1, $2)', [id, { ok: true }]);
  app.get('/bare-db', async () => {
    const { rows } = await pool.query({
      name: 'bare_read',
      text: 'SELECT id, body FROM bare_rows WHERE id = $1',
      values: [id],
    });
    return { data: rows[0] };
  });
  app.post('/bare-db', async (request) => {
    const rowId = randomUUID();
    await pool.query({
      name: 'bare_insert',
      text: 'INSERT INTO bare_rows (id, body) VALUES ($1, $2)',
      values: [rowId, request.body],
    });
    return { data: { id: rowId } };
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
