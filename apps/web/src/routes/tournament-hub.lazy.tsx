import { createLazyRoute } from '@tanstack/react-router';
import { LazyNewEventDialog } from '../features/events/components/lazy-event-dialogs';
import { TournamentHubPage } from '../features/tournament-hub/components/tournament-hub-page';

/** The hub, with "New event" from the events feature (decision 453: routes compose features). */
function TournamentHub() {
  return <TournamentHubPage NewEventDialog={LazyNewEventDialog} />;
}

export const Route = createLazyRoute('/Tournament')({ component: TournamentHub });
