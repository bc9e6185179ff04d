import { EmailUndoPage } from './email-undo-page';
import { undoPage } from './route.server';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import type { Route } from './+types/route';

export const loader = ({ params, context }: Route.LoaderArgs) => undoPage(context, params.token);

export const meta = () => pageTitle(messages.emailUndoTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EmailUndoPage invalid={loaderData.invalid} />;
}
