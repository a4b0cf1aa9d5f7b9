import { PanelSkeleton } from '../../../components/panel-skeleton';
import { lazyPanel } from '../../../components/lazy-panel';

/** The event page's officials section: its own chunk with the QR code's (levels 0–2 only). */
export const LazyOfficialsSection = lazyPanel(() => import('./officials-section').then((m) => m.default), {
  loading: () => <PanelSkeleton />,
});
