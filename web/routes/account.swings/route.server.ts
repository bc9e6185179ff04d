/**
 * The swing library's loader and action: the account's shots with clips through the clips
 * module's queries (the rules of GET /api/clips/library), and a clip's deletion through
 * DELETE /api/clips/:id's (the clips module's service), with or without JavaScript.
 */
import { data, redirect } from 'react-router';
import { messages } from '../../../common/messages';
import { clipLibraryQuerySchema, clipParamsSchema } from '../../../common/schemas/clips';
import { notFound } from '../../../server/errors';
import * as clips from '../../../server/modules/clips/queries';
import { deleteClip } from '../../../server/modules/clips/service';
import { analysisWrite } from '../../features/analysis/override.server';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { DELETE_CLIP_INTENT, type LibraryFilters } from './library-filters';
import type { SwingLibraryPageData } from './swing-library-page';

const FILTER_NAMES = ['club', 'player', 'session', 'from', 'to', 'page'] as const;

/**
 * The filters in the address as the API reads them; a filter it would refuse (an unknown club, an
 * impossible day, reversed dates) is left out here, so the page shows the rest rather than an error.
 */
function readFilters(url: URL): LibraryFilters {
  const asked = Object.fromEntries(FILTER_NAMES.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name)!]] : [])));
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(asked)) {
    if (clipLibraryQuerySchema.safeParse({ [name]: value }).success) kept[name] = value;
  }
  if (kept.from && kept.to && kept.from > kept.to) delete kept.to;
  return kept;
}

export async function swingLibraryPageData(context: WebLoadContext, url: URL): Promise<SwingLibraryPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const filters = readFilters(url);
  const library = await readOrNull(context, 'swing library', () => clips.library(context.db, user, clipLibraryQuerySchema.parse(filters)));
  return { filters, library };
}

/** intent=delete-clip: the clip goes (its objects by the removal job); a form post lands on the list without `?delete`. */
export async function swingLibraryAction(context: WebLoadContext, request: Request) {
  const form = await request.formData();
  if (form.get('intent') !== DELETE_CLIP_INTENT) return data({ ok: false as const, error: messages.invalidRequest }, { status: 400 });
  const answer = await analysisWrite(context, 'a clip delete', async (user) => {
    const parsed = clipParamsSchema.safeParse({ id: String(form.get('clipId') ?? '') });
    if (!parsed.success) throw notFound(messages.clipNotFound);
    await deleteClip(context.db, user.id, parsed.data.id);
    return 'deleted' as const;
  });
  if (answer !== 'deleted') return answer;
  const back = new URL(request.url);
  back.searchParams.delete('delete');
  back.searchParams.set('deleted', '1');
  return redirect(`${back.pathname}${back.search}`);
}
