import { createLazyRoute } from '@tanstack/react-router';
import { DuplicatesPage } from '../features/duplicates/components/duplicates-page';

export const Route = createLazyRoute('/dub')({ component: DuplicatesPage });
