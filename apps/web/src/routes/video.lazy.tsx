import { createLazyRoute } from '@tanstack/react-router';
import { VideosPage } from '../features/players/components/card/videos-page';

export const Route = createLazyRoute('/video/$playerId')({ component: VideosPage });
