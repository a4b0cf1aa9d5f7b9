import { Alert, Button, Center, Loader, Paper } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose code loads the first time it opens (decision 286). Pages
 * that mostly show data (the tournament view) then neither download nor
 * evaluate the form code and zod schemas of a dialog most visitors never
 * open. Closed, it renders nothing; while its code loads on the first open
 * (a fraction of a second on a phone), a spinner answers the click at once.
 *
 * If the code fails to download, the dialog says so in place of the spinner,
 * with a Retry button, and the page stays as it is. Retry, or closing and
 * opening again, downloads it anew (React.lazy would keep the failure). An
 * error while the loaded dialog renders still reaches the route's error
 * page. The page needs the `errors` namespace (every data route's loader
 * loads it).
 *
 *     const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((m) => m.TieDialog));
 *     <TieDialog opened={open} onClose={close} … />
 */
export function lazyDialog<Props extends { opened: boolean; onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
) {
  const importDialog = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new DialogLoadError(cause);
        },
      ),
    );
  // Shared by every instance: once loaded, later opens are immediate; after a failure, a fresh import.
  const dialog = { current: importDialog() };

  return function LazyDialog(props: Props) {
    const [attempt, setAttempt] = useState(0);
    if (!props.opened) return null;
    const Dialog = dialog.current;
    return (
      <DialogLoadBoundary
        key={attempt}
        onLoadFailed={() => {
          dialog.current = importDialog();
        }}
        fallback={<DialogLoadFailed onRetry={() => setAttempt((n) => n + 1)} onClose={props.onClose} />}
      >
        <Suspense fallback={<DialogLoading />}>
          <Dialog {...props} />
        </Suspense>
      </DialogLoadBoundary>
    );
  };
}

/** The dialog's code did not arrive (network error, or the chunk is gone). */
class DialogLoadError extends Error {
  constructor(cause: unknown) {
    super('The dialog could not be loaded', { cause });
    this.name = 'DialogLoadError';
  }
}

interface DialogLoadBoundaryProps {
  fallback: ReactNode;
  /** Called once per failed download, so the next attempt imports again. */
  onLoadFailed: () => void;
  children: ReactNode;
}

/** Catches only a failed download; any other error goes on to the route's error boundary. */
class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, { caught: boolean; error: unknown }> {
  override state = { caught: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { caught: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogLoadError) this.props.onLoadFailed();
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    if (!(this.state.error instanceof DialogLoadError)) throw this.state.error;
    return this.props.fallback;
  }
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
