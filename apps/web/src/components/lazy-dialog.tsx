import { Alert, Button, Center, Loader, Paper } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyComponent } from './lazy-component';

/**
 * A dialog whose code loads the first time it opens (decision 286). Pages
 * that mostly show data (the tournament view) then neither download nor
 * evaluate the form code and zod schemas of a dialog most visitors never
 * open. Closed, it renders nothing; while its code loads on the first open
 * (a fraction of a second on a phone), a spinner answers the click at once.
 *
 * If the code fails to download, the dialog says so in place of the spinner,
 * with a Retry button, and the page stays as it is. Retry, or closing and
 * opening again, downloads it anew (`lazyComponent`, which tab panels share).
 * An error while the loaded dialog renders still reaches the route's error
 * page. The page needs the `errors` namespace (every data route's loader
 * loads it).
 *
 *     const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((m) => m.TieDialog));
 *     <TieDialog opened={open} onClose={close} … />
 *
 * `keepMounted`: a dialog opened again and again in quick succession (the
 * recorder's "Goal", decision 392) is rendered, closed, as soon as its code
 * is there, and stays mounted: an open then only shows it. The dialog hides
 * itself while closed (its Modal's `keepMounted`).
 */
export function lazyDialog<Props extends { opened: boolean; onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  { keepMounted = false }: { keepMounted?: boolean } = {},
) {
  // Shared by every instance: once loaded, later opens are immediate; after a failure, a fresh import.
  const Dialog = lazyComponent(load);

  /** Whether a closed keepMounted dialog renders: once its code is there (never suspending to a spinner). */
  function useMountedClosed() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      if (!keepMounted) return;
      let live = true;
      // Mounting the hidden dialog is no answer to anything: it yields to what the user does.
      Dialog.whenLoaded().then(
        () => live && startTransition(() => setReady(true)),
        () => {},
      );
      return () => {
        live = false;
      };
    }, []);
    return ready;
  }

  return function LazyDialog(props: Props) {
    const mountedClosed = useMountedClosed();
    if (!props.opened && !mountedClosed) return null;
    return (
      <LazyBoundary
        loading={<DialogLoading />}
        failed={(retry) => <DialogLoadFailed onRetry={retry} onClose={props.onClose} />}
      >
        <Dialog {...props} />
      </LazyBoundary>
    );
  };
}

/** Where the spinner was: what failed, Retry, and a way to close (the button or Escape). */
function DialogLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const retry = useRef<HTMLButtonElement>(null);

  // The page behind cannot be clicked: the keyboard starts here, as in a dialog.
  useEffect(() => {
    retry.current?.focus();
  }, []);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <Center pos="fixed" inset={0} p="md" style={{ zIndex: 'var(--mantine-z-index-modal)' }}>
      <Paper shadow="md" withBorder maw={420}>
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title={tErrors('query.loadFailed')}
          withCloseButton
          onClose={onClose}
          closeButtonLabel={t('actions.close')}
        >
          <Button ref={retry} size="xs" variant="default" onClick={onRetry}>
            {tErrors('query.retry')}
          </Button>
        </Alert>
      </Paper>
    </Center>
  );
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-modal)' }} role="status">
      <Loader aria-label={t('pending')} />
    </Center>
  );
}
