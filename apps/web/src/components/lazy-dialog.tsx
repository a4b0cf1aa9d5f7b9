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
 * opening again, downloads it anew (`lazyComponent`, which this builds on).
 * An error while the loaded dialog renders still reaches the route's error
 * page. The page needs the `errors` namespace (every data route's loader
 * loads it).
 *
 *     const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((m) => m.TieDialog));
 *     <TieDialog opened={open} onClose={close} … />
 */
export function lazyDialog<Props extends { opened: boolean; onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
) {
  const Dialog = lazyComponent(load, {
    loading: () => <DialogLoading />,
    failed: (retry, props) => <DialogLoadFailed onRetry={retry} onClose={props.onClose} />,
  });

  return function LazyDialog(props: Props) {
    return props.opened ? <Dialog {...props} /> : null;
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

export interface LazyComponentParts<Props> {
  /** Shown while the code downloads: a spinner, or a skeleton of the final size. */
  loading: (props: Props) => ReactNode;
  /** Shown when the download failed; `retry` downloads the code again. */
  failed: (retry: () => void, props: Props) => ReactNode;
}

/**
 * A component whose code is `import()`ed the first time it renders
 * (decisions 286, 328): a page then neither downloads nor evaluates code
 * that is not needed for its first paint. Every instance shares the
 * download: once loaded, later renders are immediate.
 *
 * A failed download shows `failed` in its place and the page stays as it
 * is; its retry (or unmounting and rendering again) imports anew, since
 * React.lazy would keep the failure. An error while the loaded component
 * renders still reaches the route's error page. `lazyDialog` builds on it;
 * a part of a page uses `LoadFailedAlert` for `failed` (the page needs the
 * `errors` namespace, which every data route's loader loads).
 *
 *     const PlayerPreviewCard = lazyComponent(
 *       () => import('./player-preview-card').then((m) => m.PlayerPreviewCard),
 *       { loading: () => <PreviewSkeleton />, failed: (retry) => <LoadFailedAlert onRetry={retry} /> },
 *     );
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading, failed }: LazyComponentParts<Props>,
) {
  const importComponent = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new LazyLoadError(cause);
        },
      ),
    );
  // Shared by every instance: once loaded, later renders are immediate; after a failure, a fresh import.
  const loaded = { current: importComponent() };

  return function LazyComponent(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const Loaded = loaded.current;
    return (
      <LazyLoadBoundary
        key={attempt}
        onLoadFailed={() => {
          loaded.current = importComponent();
        }}
        fallback={failed(() => setAttempt((n) => n + 1), props)}
      >
        <Suspense fallback={loading(props)}>
          <Loaded {...props} />
        </Suspense>
      </LazyLoadBoundary>
    );
  };
}

/** The code did not arrive (network error, or the chunk is gone after a deploy). */
class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super('The code could not be loaded', { cause });
    this.name = 'LazyLoadError';
  }
}

interface LazyLoadBoundaryProps {
  fallback: ReactNode;
  /** Called once per failed download, so the next attempt imports again. */
  onLoadFailed: () => void;
  children: ReactNode;
}

/** Catches only a failed download; any other error goes on to the route's error boundary. */
class LazyLoadBoundary extends Component<LazyLoadBoundaryProps, { caught: boolean; error: unknown }> {
  override state = { caught: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { caught: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof LazyLoadError) this.props.onLoadFailed();
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    if (!(this.state.error instanceof LazyLoadError)) throw this.state.error;
    return this.props.fallback;
  }
}

/** In place of a part of a page whose code did not arrive: what failed, and Retry. */
export function LoadFailedAlert({ onRetry, 'data-testid': testId }: { onRetry: () => void; 'data-testid'?: string }) {
  const { t } = useTranslation('errors');
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={t('query.loadFailed')}
      data-testid={testId}
    >
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('query.retry')}
      </Button>
    </Alert>
  );
}
