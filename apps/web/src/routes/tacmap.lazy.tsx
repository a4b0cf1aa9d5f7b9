import { createLazyRoute } from '@tanstack/react-router';
import { TacticalMapPage } from '../features/formations/components/tactical-map-page';

export const Route = createLazyRoute('/Tacmap/$clubId')({ component: TacticalMapPage });
