import { createLazyRoute } from '@tanstack/react-router';
import { PlayerCardPage } from '../features/players/components/card/player-card-page';
import { RatingsSection } from '../features/ratings/components/player-ratings/ratings-section';
import { lazyDialog } from '../components/lazy-dialog';

/** The rating form and its schemas load when a rating is first started (decision 286). */
const RatingDialog = lazyDialog(() =>
  import('../features/ratings/components/rating-dialog').then((module) => module.RatingDialog),
);

/** The card composes two features: players (the card) and ratings (its ratings block and dialog). */
function PlayerCardRoute() {
  return (
    <PlayerCardPage
      ratingsSection={(playerId) => <RatingsSection playerId={playerId} />}
      ratingDialog={(props) => <RatingDialog {...props} />}
    />
  );
}

export const Route = createLazyRoute('/player/$playerId')({ component: PlayerCardRoute });
