import { createLazyRoute } from '@tanstack/react-router';
import { ImprintPage } from '../features/legal/components/imprint-page';

export const Route = createLazyRoute('/impressum')({ component: ImprintPage });
