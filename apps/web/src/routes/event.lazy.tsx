import { createLazyRoute } from '@tanstack/react-router';
import { EventPage } from '../features/events/components/event-page';

export const Route = createLazyRoute('/Event/$eventId')({ component: EventPage });
