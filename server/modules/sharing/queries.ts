/**
 * Shared reports as their owner makes, lists and revokes them and as anyone holding a link reads
 * them, for the API's routes and the pages' loaders and actions alike: the rules of the service,
 * an address that is no link's id not found, the answers shaped by the API's response schemas.
 */
import type { AnalysisClub } from '../../../common/analysis';
import {
  analysisResponseSchema,
  dispersionResponseSchema,
  trendsResponseSchema,
  type AnalysisResponse,
  type DispersionResponse,
  type TrendsResponse,
} from '../../../common/schemas/analysis';
import {
  sharedReportResponseSchema,
  sharedReportsResponseSchema,
  sharedViewSchema,
  shareIdParamsSchema,
  type ParsedCreateShareBody,
  type SharedReport,
  type SharedView,
} from '../../../common/schemas/sharing';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { notFound } from '../../errors';
import * as service from './service';

type LinkConfig = Pick<Config, 'publicUrl' | 'linkTokenKey'>;

/** A new link to a round of the account's, or (Pro) to a player's statistics over days. */
export async function create(db: Database, user: SessionUser, body: ParsedCreateShareBody, config: LinkConfig): Promise<{ report: SharedReport }> {
  return sharedReportResponseSchema.parse({ report: await service.createReport(db, user, body, config.publicUrl, config.linkTokenKey) });
}

/** The account's working links, newest first. */
export async function links(db: Database, user: SessionUser, config: LinkConfig): Promise<{ reports: SharedReport[] }> {
  return sharedReportsResponseSchema.parse({ reports: await service.listReports(db, user.id, config.publicUrl, config.linkTokenKey) });
}

/** Sets or clears the swing clip of a working link of the account's. */
export async function setClip(db: Database, user: SessionUser, id: string, clipId: string | null, config: LinkConfig): Promise<{ report: SharedReport }> {
  if (!shareIdParamsSchema.safeParse({ id }).success) throw notFound();
  return sharedReportResponseSchema.parse({ report: await service.setReportClip(db, user.id, id, clipId, config.publicUrl, config.linkTokenKey) });
}

/** Revokes a link of the account's; another's, or an id of no link, is not found. */
export async function revoke(db: Database, user: SessionUser, id: string): Promise<void> {
  if (!shareIdParamsSchema.safeParse({ id }).success) throw notFound();
  await service.revokeReport(db, user.id, id);
}

/** The report of a link, for anyone holding it. */
export async function view(db: Database, token: string): Promise<SharedView> {
  return sharedViewSchema.parse(await service.viewReport(db, token));
}

/** A statistics report's gapping table. */
export async function viewAnalysis(db: Database, token: string): Promise<AnalysisResponse> {
  return analysisResponseSchema.parse(await service.viewAnalysis(db, token));
}

/** One club's dispersion in a statistics report. */
export async function viewDispersion(db: Database, token: string, club: AnalysisClub): Promise<DispersionResponse> {
  return dispersionResponseSchema.parse(await service.viewDispersion(db, token, club));
}

/** One club's weekly trends in a statistics report. */
export async function viewTrends(db: Database, token: string, club: AnalysisClub): Promise<TrendsResponse> {
  return trendsResponseSchema.parse(await service.viewTrends(db, token, club));
}
