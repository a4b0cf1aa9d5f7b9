import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose code loads the first time it opens (decision 286). Pages
 * that mostly show data (the tournament view) then neither download nor
 * evaluate the form code and zod schemas of a dialog most visitors never
 * open. Closed, it renders nothing; while its code loads on the first open
 * (a fraction of a second on a phone), a spinner answers the click at once.
 *
 *     const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((m) => m.TieDialog));
 *     <TieDialog opened={open} onClose={close} … />
 */
export function lazyDialog<Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    if (!props.opened) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-modal)' }} role="status">
      <Loader aria-label={t('pending')} />
    </Center>
  );
}
