import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** As tall as the tournament view's placeholder while its games load, so that the one can follow the other without a jump. */
const PLACEHOLDER_HEIGHT = 240;

/** A tab's or a step's place while its code loads (`lazyPanel`, decision 327): "Loading…" to screen readers. */
export function PanelSkeleton() {
  const { t } = useTranslation();
  return <Skeleton height={PLACEHOLDER_HEIGHT} role="status" aria-label={t('pending')} />;
}
