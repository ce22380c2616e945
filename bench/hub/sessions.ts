import { randomBytes } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/connection.ts';
import { players, sessions, staff, staffSessions } from '../../apps/api/src/db/schema.ts';
import { keyedHash } from '../../apps/api/src/platform/keyed-hash.ts';

/*
 * Live sessions written straight into the database the API uses: ten thousand argon2 logins would take
 * minutes of CPU the measurement does not need. Each row is what SessionService.open writes, the token
 * hashed with the same keyed hash and the pepper the server is given, so the hub's token check is the
 * real one. One player per session: a push to a player then writes one frame, to one socket.
 */

export type BenchSession = { playerId: number; token: string };
export type StaffBenchSession = { token: string; csrfToken: string };

/** The seed's Turkey and Turkish lira (apps/api/src/db/seed.ts uses fixed ids). */
const COUNTRY_ID = 1;
const CURRENCY_ID = 1;
/** Rows per INSERT: 11 columns × 1,000 stays under PostgreSQL's 65,535 bind parameters. */
const BATCH = 1_000;
const SESSION_TTL_MS = 3_600_000;

function playerRow(n: number) {
  const key = String(n);
  return {
    usercode: `H${key}`,
    username: `hubbench${key}`,
    usernameKey: `hubbench${key}`,
    email: `hubbench${key}@example.test`,
    emailKey: `hubbench${key}@example.test`,
    phone: `90598${key.padStart(7, '0')}`,
    name: 'Hub',
    surname: 'Bench',
    countryId: COUNTRY_ID,
    currencyId: CURRENCY_ID,
    passwordHash: 'not-a-hash',
  };
}

/** A session row as SessionService.open would write it, and the token only the client knows. */
function sessionFor(playerId: number, pepper: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const row = {
    playerId,
    tokenHash: keyedHash(pepper, 'session', token),
    ip: '127.0.0.1',
    userAgent: 'lale-bench-hub',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  return { row, session: { playerId, token } };
}

async function insertPlayers(db: Database, numbers: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < numbers.length; start += BATCH) {
    const rows = numbers.slice(start, start + BATCH).map((n) => playerRow(n));
    const inserted = await db.insert(players).values(rows).returning({ id: players.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

async function openSessions(db: Database, playerIds: number[], pepper: string): Promise<BenchSession[]> {
  const made = playerIds.map((id) => sessionFor(id, pepper));
  for (let start = 0; start < made.length; start += BATCH) {
    await db.insert(sessions).values(made.slice(start, start + BATCH).map((one) => one.row));
  }
  return made.map((one) => one.session);
}

/** `count` players, each with one live session. */
export async function createPlayerSessions(db: Database, pepper: string, count: number) {
  const numbers = Array.from({ length: count }, (_, i) => i);
  return openSessions(db, await insertPlayers(db, numbers), pepper);
}

/**
 * A back-office owner (a staff member, issue #25) with one live staff session, for POST
 * /api/admin/notifications: what the staff module's sessions.open writes, its CSRF token derived the
 * same way, so the guard's checks are the real ones.
 */
export async function createStaffSession(db: Database, pepper: string): Promise<StaffBenchSession> {
  const [member] = await db
    .insert(staff)
    .values({
      username: 'hubbench-owner',
      usernameKey: `hubbench-owner-${randomBytes(4).toString('hex')}`,
      displayName: 'Hub bench owner',
      email: 'hubbench@staff.lale.local',
      role: 'owner',
      passwordHash: 'not-for-sign-in',
    })
    .returning({ id: staff.id });
  if (!member) throw new Error('staff member not created');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: keyedHash(pepper, 'staff-session', token),
    ip: '127.0.0.1',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, csrfToken: keyedHash(pepper, 'staff-csrf', token) };
}
