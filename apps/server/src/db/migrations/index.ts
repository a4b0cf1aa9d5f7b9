import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { accountsMigration } from './0001-accounts.js';
import { columnTypes } from './column-types.js';
import { termsAcceptanceMigration } from './0002-terms-acceptance.js';
import { clubsAndPlayersMigration } from './0003-clubs-and-players.js';
import { ratingsMigration } from './0004-ratings.js';
import { duplicatesMigration } from './0005-duplicates.js';
import { playerMediaMigration } from './0006-player-media.js';
import { playerNameIndexMigration } from './0007-player-name-index.js';
import { playerSearchTextMigration } from './0008-player-search-text.js';
import { playerFilterIndexesMigration } from './0009-player-filter-indexes.js';
import { playerDataLifecycleMigration } from './0010-player-data-lifecycle.js';
import { avatarKeysMigration } from './0011-avatar-keys.js';
import { tournamentsMigration } from './0012-tournaments.js';
import { gameEventsMigration } from './0013-game-events.js';
import { tieResolutionsMigration } from './0014-tie-resolutions.js';
import { gameEventTombstonesMigration } from './0015-game-event-tombstones.js';
import { liveEventsMigration } from './0016-live-events.js';
import { clubCrestsMigration } from './0017-club-crests.js';
import { formationsMigration } from './0019-formations.js';
import { pushMigration } from './0020-push.js';
import { playerListPagingMigration } from './0021-player-list-paging.js';
import { rateLimitsMigration } from './0024-rate-limits.js';
import { sessionTokenDigestsMigration } from './0023-session-token-digests.js';
import { tournamentMetricsReleaseMigration } from './0022-tournament-metrics-release.js';
import { scoutingPlanMigration } from './0026-scouting-plan.js';
import { tournamentFormatMigration } from './0027-tournament-format.js';
import { teamPotMigration } from './0028-team-pot.js';
import { eventsMigration } from './0029-events.js';
import { eventOfficialsMigration } from './0030-event-officials.js';
import { publicResultsMigration } from './0031-public-results.js';
import { followCalendarFeedMigration } from './0032-follow-calendar-feed.js';

/**
 * The one migration set for both engines, in order. Migrations live in code
 * (not discovered from files) so that the compiled server carries them.
 * Never edit a migration that has shipped: add a new one.
 */
export function migrations(engine: Engine): Record<string, Migration> {
  const t = columnTypes(engine);
  return {
    '0001-accounts': accountsMigration(t),
    '0002-terms-acceptance': termsAcceptanceMigration(t),
    '0003-clubs-and-players': clubsAndPlayersMigration(t),
    '0004-ratings': ratingsMigration(t),
    '0005-duplicates': duplicatesMigration(t),
    '0006-player-media': playerMediaMigration(t),
    '0007-player-name-index': playerNameIndexMigration,
    '0008-player-search-text': playerSearchTextMigration,
    '0009-player-filter-indexes': playerFilterIndexesMigration,
    '0010-player-data-lifecycle': playerDataLifecycleMigration,
    '0011-avatar-keys': avatarKeysMigration,
    '0012-tournaments': tournamentsMigration(t),
    '0013-game-events': gameEventsMigration(t),
    '0014-tie-resolutions': tieResolutionsMigration(t),
    '0015-game-event-tombstones': gameEventTombstonesMigration(t),
    '0016-live-events': liveEventsMigration(engine),
    '0017-club-crests': clubCrestsMigration,
    '0019-formations': formationsMigration(t),
    '0020-push': pushMigration(t),
    '0021-player-list-paging': playerListPagingMigration(engine),
    '0022-tournament-metrics-release': tournamentMetricsReleaseMigration(t),
    '0023-session-token-digests': sessionTokenDigestsMigration,
    '0024-rate-limits': rateLimitsMigration(engine),
    '0026-scouting-plan': scoutingPlanMigration(t),
    '0027-tournament-format': tournamentFormatMigration,
    '0028-team-pot': teamPotMigration,
    '0029-events': eventsMigration(t),
    '0030-event-officials': eventOfficialsMigration(t),
    '0031-public-results': publicResultsMigration(t),
    '0032-follow-calendar-feed': followCalendarFeedMigration(t),
  };
}
