/**
 * The bench's yardsticks, in a process of their own like the app: bare Fastify returning the
 * session call's JSON, one plain indexed SELECT by primary key through the same pg driver, and the
 * session check's own statement (the session joined to its user, prepared as the app prepares it).
 * Fair to the app (docs/decisions/026, section 5): a pool of the app's size (DATABASE_POOL_SIZE,
 * which the benches give both), and every route answers the session call's JSON, field for field
 * and byte for byte the size of the app's answer for the same user.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../server/config';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE) });
const app = Fastify({ logger: false });

type UserRow = {
  id: string;
  email: string;
  name: string | null;
  is_employee: boolean;
  stripe_active: boolean;
  stripe_canceled: boolean;
  stripe_expires_at: Date | null;
  stripe_customer_id: string | null;
  distance_unit: string;
  speed_unit: string;
};
const COLUMNS = 'u.id, u.email, u.name, u.is_employee, u.stripe_active, u.stripe_canceled, u.stripe_expires_at, u.stripe_customer_id, u.distance_unit, u.speed_unit';

/** The session call's answer for a row (the app's toCurrentUser, without its Pro rule's date test). */
const present = (row: UserRow | undefined) => ({
  user: row
    ? {
        _id: row.id,
        email: row.email,
        name: row.name,
        isPro: row.stripe_active,
        isEmployee: row.is_employee,
        stripe: { activeProSubscription: row.stripe_active, isCanceled: row.stripe_canceled, expiresAt: row.stripe_expires_at?.toISOString() ?? null, customerId: row.stripe_customer_id },
        preferences: { distanceUnit: row.distance_unit, speedUnit: row.speed_unit },
      }
    : null,
});
const fixed = present({
  id: '00000000-0000-0000-0000-000000000000',
  email: 'bench@example.com',
  name: null,
  is_employee: false,
  stripe_active: false,
  stripe_canceled: false,
  stripe_expires_at: null,
  stripe_customer_id: null,
  distance_unit: 'yd',
  speed_unit: 'mph',
});

app.get('/api/user/session', async () => fixed);
app.get('/select/:id', async (request) => {
  const { rows } = await pool.query<UserRow>(`select ${COLUMNS} from users u where u.id = $1`, [(request.params as { id: string }).id]);
  return present(rows[0]);
});
/** `:hash` is the session's id (the SHA-256 of its cookie's token). */
app.get('/session-statement/:hash', async (request) => {
  const { rows } = await pool.query<UserRow>({
    name: 'bench_session_user',
    text: `select ${COLUMNS}, s.expires_at from sessions s join users u on u.id = s.user_id where s.id = $1 and s.expires_at > now() limit 1`,
    values: [(request.params as { hash: string }).hash],
  });
  return present(rows[0]);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
