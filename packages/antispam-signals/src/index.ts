import type { Widgets } from '@dropins/core';
import { pageSignals } from './protect-page';
import { realPersonBadge } from './real-person-badge';

/**
 * CleanTalk's visitor side as two widgets: `antispam-signals` on `body` (signals by cookie mode, form protection,
 * request hooks, block modal, email checks) and `antispam-signals-badge` on each `.apbct-trp` comment (the
 * real-person badge). Both run only when the key is valid.
 * @example
 * import { boot } from '@dropins/core';
 * import { definitions } from '@dropins/antispam-signals';
 * for (const d of definitions) boot(d);
 */
export const definitions: Widgets = [pageSignals, realPersonBadge];
