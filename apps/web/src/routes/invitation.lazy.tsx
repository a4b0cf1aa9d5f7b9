import { createLazyRoute } from '@tanstack/react-router';
import { InvitationPage } from '../features/events/officials/invitation-page';

export const Route = createLazyRoute('/Invitation/$token')({ component: InvitationPage });
