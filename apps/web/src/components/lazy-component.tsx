import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The one way a part of a page loads its code on first use (decisions 286,
 * 327): `lazyDialog` and `lazyPanel` are this with their own loading and
 * failure states.
 *
 * `lazyComponent(load)` is a component that `import()`s its code the first
 * time it renders (or when `preload()` is called) and suspends meanwhile
 * (React.lazy). Once the code is there it renders at once, without
 * suspending, so code preloaded before it is shown never flashes the loading
 * state. A failed download throws `CodeLoadError` and is forgotten: a fresh
 * React.lazy replaces the one that keeps the failure, so the next render or
 * preload downloads anew.
 *
 * Render it inside a `LazyBoundary`, which shows the loading state and, on
 * that failure, the failure state with a retry.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;

  const download = () => {
    if (!pending) {
      pending = load().then(
        (component) => (loaded = component),
        (cause: unknown) => {
          pending = undefined;
          // Replaced only once a boundary shows the failure: React's own retry of the failed render must fail too.
          throw new CodeLoadError(cause, () => (suspending = suspendUntilLoaded()));
        },
      );
      // A preload that nothing renders yet must not report an unhandled rejection; React still sees the failure.
      pending.catch(() => {});
    }
    return pending;
  };
  const suspendUntilLoaded = () => lazy(() => download().then((component) => ({ default: component })));
  let suspending = suspendUntilLoaded();

  function Lazy(props: Props) {
    // React keeps a mounted lazy element's state when the same spot later renders the component it resolved to.
    const Render = loaded ?? suspending;
    return <Render {...props} />;
  }
  Lazy.preload = () => void download();
  Lazy.whenLoaded = () => download().then(() => undefined);
  return Lazy;
}

export interface LazyComponent<Props> {
  (props: Props): ReactNode;
  /** Starts the download (once); for code the visitor will probably need soon. */
  preload: () => void;
  /** Starts the download (once) and settles when the code is there (rejects when it failed). */
  whenLoaded: () => Promise<void>;
}

/** The code did not arrive (network error, or the chunk is gone after a deploy). */
export class CodeLoadError extends Error {
  constructor(
    cause: unknown,
    /** Lets the next render download again (React.lazy keeps its failure). */
    readonly forgetFailure: () => void,
  ) {
    super('The code could not be loaded', { cause });
    this.name = 'CodeLoadError';
  }
}

interface LazyBoundaryProps {
  /** Shown at once while the code downloads. */
  loading: ReactNode;
  /** Shown in its place when the download failed; `retry` downloads again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Where lazy components render: their loading state, and their failure state with a retry. */
export function LazyBoundary({ loading, failed, children }: LazyBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <CodeLoadBoundary key={attempt} fallback={failed(() => setAttempt((n) => n + 1))}>
      <Suspense fallback={loading}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}

/** Catches only a failed download; any other error goes on to the route's error boundary. */
class CodeLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { caught: boolean; error: unknown }
> {
  override state = { caught: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { caught: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeLoadError) error.forgetFailure();
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    if (!(this.state.error instanceof CodeLoadError)) throw this.state.error;
    return this.props.fallback;
  }
}
