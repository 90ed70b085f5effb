/** Bot migration 3: Slack: hotels of workspaces, channels and users; live feed cursors and posts. Frozen once shipped: a change is a new migration. */
import type { Migration } from '../../sql.js';
import { SQLITE } from './ddl.js';
import { slackTables } from './slackTables.js';

/** The Slack app's tables, in SQLite's words. */
const slack = slackTables(SQLITE);

/** This version's change: `sql` on SQLite, `postgres` on PostgreSQL (empty: no change on that engine). */
export const migration: Migration = {
  version: 3,
  name: 'Slack: hotels of workspaces, channels and users; live feed cursors and posts',
  sql: `
      -- Which Slack workspace, channels and users belong to which hotel (issue 5). A user link wins
      -- over a channel link, which wins over a workspace link. hotel_id is the service's internal id;
      -- cm_hotel_id its channel-manager id (v1 endpoints), filled in when first learnt.
${slack.links}

      -- Language of each workspace's messages.
${slack.workspaces}

      -- The channel that gets a hotel's live feed, per workspace.
${slack.feedChannels}

      -- How far the feed poll of a hotel got: endpoint 6's change sequence (metadata.cursor).
${slack.feedCursors}

      -- Feed events of a hotel, one per (voucher record, state): the dedupe key makes a message
      -- go out once even across restarts. payload is the event as JSON (App Home lists the latest).
      -- posted_at is NULL until every feed channel of the hotel got it.
${slack.feedEvents}
    `,
  // Folded into the PostgreSQL baseline of version 1 (a PostgreSQL database starts at version 5's schema).
  postgres: '',
};
