import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyComponent, type LazyComponent } from './lazy-component';

/**
 * A part of a page whose code loads the first time it is shown (decision
 * 327): a tab's panel that most visitors never open, so the page's first
 * download carries only what it shows at first. While the code loads, a
 * skeleton takes its place at once; `preload()` fetches it ahead (on idle,
 * or when the pointer or focus reaches the tab), so that opening it is then
 * immediate.
 *
 * If the code fails to download, an alert says so in its place with a Retry
 * button that downloads it anew; the rest of the page stays. An error while
 * the loaded panel renders still reaches the route's error page. The page
 * needs the `errors` namespace (every data route's loader loads it).
 *
 *     const StandingsPanel = lazyPanel(() => import('../standings/standings-tab').then((m) => m.StandingsTab), {
 *       loading: () => <PanelSkeleton />,
 *     });
 *     <Tabs.Panel value="groups"><StandingsPanel tournament={tournament} … /></Tabs.Panel>
 */
export function lazyPanel<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    loading,
  }: {
    /**
     * Holds the part's place while its code loads, at once: `PanelSkeleton`
     * for a tab, a frame of the part's own size beside a form. Given by the
     * page, so a page with its own placeholder does not load the skeleton.
     */
    loading: (props: Props) => ReactNode;
  },
): LazyComponent<Props> {
  // Shared by every instance: once loaded, later shows are immediate; after a failure, a fresh import.
  const Panel = lazyComponent(load);

  function LazyPanel(props: Props) {
    return (
      <LazyBoundary loading={loading(props)} failed={(retry) => <LoadFailedAlert onRetry={retry} />}>
        <Panel {...props} />
      </LazyBoundary>
    );
  }
  LazyPanel.preload = Panel.preload;
  LazyPanel.whenLoaded = Panel.whenLoaded;
  return LazyPanel;
}

/** In the part's place: what failed and Retry. Focus stays where the visitor is (the tab, the form). */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('query.loadFailed')}>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('query.retry')}
      </Button>
    </Alert>
  );
}
