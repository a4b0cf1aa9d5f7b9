import { lazyDialog } from '../../../components/lazy-dialog';
import { loadNamespaces } from '../../../lib/i18n';

/**
 * The events' dialogs, loaded when first opened (decision 286). "New event"
 * opens on the tournament hub, whose route does not load the `events` texts:
 * they come with the dialog's code.
 */
export const LazyNewEventDialog = lazyDialog(() =>
  Promise.all([loadNamespaces('events'), import('./new-event-dialog')]).then(([, module]) => module.NewEventDialog),
);

export const LazyAddDivisionDialog = lazyDialog(() =>
  import('./add-division-dialog').then((module) => module.AddDivisionDialog),
);

export const LazyEditEventDialog = lazyDialog(() =>
  import('./edit-event-dialog').then((module) => module.EditEventDialog),
);

export const LazyDivisionSettingsDialog = lazyDialog(() =>
  import('./division-settings-dialog').then((module) => module.DivisionSettingsDialog),
);
