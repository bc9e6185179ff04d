/**
 * The bench's yardsticks, in a process of their own like the app: bare Fastify returning the
 * session call's JSON, and one plain indexed SELECT by primary key through the same pg driver.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const fixed = { user: { _id: '00000000-0000-0000-0000-000000000000', email: 'a@b.co', name: null, isPro: false, isEmployee: false, stripe: { activeProSubscription: false, isCanceled: false, expiresAt: null, customerId: null } } };

app.get('/api/user/session', async () => fixed);
app.get('/select/:id', async (request) => {
  const { rows } = await pool.query('select id, email, name, is_employee from users where id = $1', [(request.params as { id: string }).id]);
  return { user: rows[0] ?? null };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
