import { PublicLayout } from '../../components/layout/public-layout';
import { WITHOUT_SCRIPTS } from '../../lib/page-scripts';

/** The layout itself needs no script; its pages say whether they do (web/lib/page-scripts.ts). */
export const handle = WITHOUT_SCRIPTS;

export default PublicLayout;
