import { messages } from '../../../common/messages';
import type { AnalysisClub, DispersionResponse } from '../../../common/schemas/analysis';
import { ALL_PLAYERS } from '../../../common/constants';
import type { SessionCompareResponse, SessionResponse, SessionsListQuery, SessionsListResponse } from '../../../common/schemas/sessions';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { clubDispersion } from '../analysis/service';
import * as repo from './repo';

/**
 * Range sessions in the account. Every figure comes from the database (repo.ts); this
 * file answers "not found" for a session the account does not have, whoever else has it.
 */

/** A page of the account's sessions, newest first: every session, or those with a shot of `player`. */
export async function listSessions(db: Database, userId: string, { page, pageSize, player }: SessionsListQuery): Promise<SessionsListResponse> {
  const { total, sessions } = await repo.listSessions(db, userId, page, pageSize, player === undefined || player === ALL_PLAYERS ? null : player);
  return { sessions, total, page, pageSize };
}

export async function session(db: Database, userId: string, sessionId: string): Promise<SessionResponse> {
  const found = await repo.sessionPage(db, userId, sessionId);
  if (!found.session) throw notFound(messages.sessionNotFound);
  return { session: found.session, hideMishits: found.hide, shots: found.shots, clubs: found.clubs };
}

/** One club's shots of the session as points with the 95 % ellipse, as the analysis draws them. */
export async function sessionDispersion(db: Database, userId: string, sessionId: string, club: AnalysisClub): Promise<DispersionResponse> {
  if (!(await repo.sessionExists(db, userId, sessionId))) throw notFound(messages.sessionNotFound);
  return clubDispersion(db, userId, { player: null, from: null, to: null, sessions: [sessionId], club });
}

export async function compare(db: Database, userId: string, a: string, b: string): Promise<SessionCompareResponse> {
  const found = await repo.compareSessions(db, userId, a, b);
  if (!found.a || !found.b) throw notFound(messages.sessionNotFound);
  return { a: found.a, b: found.b, hideMishits: found.hide, clubs: found.clubs };
}

export async function renameSession(db: Database, userId: string, sessionId: string, name: string | null): Promise<{ name: string | null }> {
  if (!(await repo.renameSession(db, userId, sessionId, name))) throw notFound(messages.sessionNotFound);
  return { name };
}

export async function deleteSession(db: Database, userId: string, sessionId: string): Promise<{ deleted: { shots: number } }> {
  const deleted = await repo.deleteSession(db, userId, sessionId);
  if (!deleted) throw notFound(messages.sessionNotFound);
  return { deleted };
}
