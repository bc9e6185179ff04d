/**
 * The range sessions as the account reads and deletes them, for the API's routes and the pages'
 * loaders and actions alike: Pro only, an address that is no session's id not found, the answers
 * shaped by the API's response schemas. Not cached: a session page is large, and read once a visit.
 */
import { ANALYSIS_CLUBS, type AnalysisClub } from '../../../common/analysis';
import { dispersionResponseSchema, type DispersionResponse } from '../../../common/schemas/analysis';
import {
  sessionCompareResponseSchema,
  sessionDeleteResponseSchema,
  sessionParamsSchema,
  sessionResponseSchema,
  sessionsListResponseSchema,
  type ClubDispersions,
  type SessionCompareResponse,
  type SessionResponse,
  type SessionsListQuery,
  type SessionsListResponse,
} from '../../../common/schemas/sessions';
import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { notFound } from '../../errors';
import { assertPro } from '../accounts/access';
import * as service from './service';

/** The account's session of `id`, checked: Pro, and an id of a session's form (else not found). */
function checked(user: SessionUser, id: string): void {
  assertPro(user);
  if (!sessionParamsSchema.safeParse({ id }).success) throw notFound(messages.sessionNotFound);
}

const summaryAndClubs = sessionResponseSchema.omit({ shots: true });

/** A page of the account's sessions, newest first, of every player or one's (`player`, checked by the list's schema). */
export async function list(db: Database, user: SessionUser, query: SessionsListQuery): Promise<SessionsListResponse> {
  assertPro(user);
  return sessionsListResponseSchema.parse(await service.listSessions(db, user.id, query));
}

/** One session with every shot and its per-club summary. */
export async function session(db: Database, user: SessionUser, id: string): Promise<SessionResponse> {
  checked(user, id);
  const page = await service.session(db, user.id, id);
  // The shots are built by repo.ts with exactly the columns schema's properties, in its order
  // (page-serializer.ts writes them as they are): 80,000 numbers for a long session go unchecked.
  return { ...summaryAndClubs.parse(page), shots: page.shots };
}

/** One club's shots of the session and their 95 % ellipse. */
export async function dispersion(db: Database, user: SessionUser, id: string, club: AnalysisClub): Promise<DispersionResponse> {
  checked(user, id);
  return dispersionResponseSchema.parse(await service.sessionDispersion(db, user.id, id, club));
}

/** Two sessions of the account's side by side. */
export async function compare(db: Database, user: SessionUser, a: string, b: string): Promise<SessionCompareResponse> {
  checked(user, a);
  checked(user, b);
  return sessionCompareResponseSchema.parse(await service.compare(db, user.id, a, b));
}

/**
 * Two sessions' dispersion, club by club (bag order, the putter aside), to be drawn over each
 * other: `clubs` names the clubs each session has, as the compare answers them.
 */
export async function compareDispersions(
  db: Database,
  user: SessionUser,
  a: string,
  b: string,
  clubs: { club: string; a: unknown; b: unknown }[],
): Promise<ClubDispersions[]> {
  checked(user, a);
  checked(user, b);
  const analysed = clubs.filter((c): c is typeof c & { club: AnalysisClub } => (ANALYSIS_CLUBS as string[]).includes(c.club));
  const side = (id: string, club: AnalysisClub, has: unknown) => (has ? dispersion(db, user, id, club) : null);
  return Promise.all(analysed.map(async (c) => ({ club: c.club, a: await side(a, c.club, c.a), b: await side(b, c.club, c.b) })));
}

/** Deletes a session of the account's and its shots: how many shots went. */
export async function remove(db: Database, user: SessionUser, id: string): Promise<{ deleted: { shots: number } }> {
  checked(user, id);
  return sessionDeleteResponseSchema.parse(await service.deleteSession(db, user.id, id));
}

/** Renames one of the account's sessions. */
export async function rename(db: Database, user: SessionUser, id: string, name: string | null): Promise<{ name: string | null }> {
  checked(user, id);
  return service.renameSession(db, user.id, id, name);
}
