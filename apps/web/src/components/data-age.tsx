import { Alert } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../lib/format';
import { useOnlineStatus } from '../lib/outbox/use-online-status';

/** The part of a `useQuery` result the notice reads. */
export interface AgedQuery {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "12 minutes ago", "2 hours ago", "yesterday", in the given language. */
export function relativeAge(locale: string, updatedAt: number, now: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const age = Math.max(0, now - updatedAt);
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}

/** "14:05" today, else "24 Nov, 14:05" (the language's own order). */
export function clockTime(locale: string, updatedAt: number, now: number): string {
  const sameDay = new Date(updatedAt).toDateString() === new Date(now).toDateString();
  return dateTimeFormat(
    locale,
    sameDay
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  ).format(updatedAt);
}

/**
 * How old a view's data is, when it may be old (docs/product/quality-goals.md: "each view says how
 * old its data is"): while the device is offline, or when the last refetch
 * failed, "Offline — as of 14:05 (12 minutes ago)" from the oldest of the
 * view's queries. Nothing while the data is live. A status region (polite):
 * screen readers read it without taking the focus away (decision 314).
 */
export function DataAge({ queries }: { queries: readonly AgedQuery[] }) {
  const { t, i18n } = useTranslation();
  // The top bar's own flag, not Mantine's useNetwork: that one also brought a window-event hook
  // that Mantine's Modal shares, split into a chunk of its own once this view had no dialog (decision 327).
  const online = useOnlineStatus();
  const [now, setNow] = useState(() => Date.now());
  // "12 minutes ago" keeps counting while the page is open.
  useInterval(() => setNow(Date.now()), 15_000, { autoInvoke: true });
  const withData = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0);
  const failed = withData.some((query) => query.isError);
  const show = withData.length > 0 && (!online || failed);

  if (!show) return null;
  const updatedAt = Math.min(...withData.map((query) => query.dataUpdatedAt));
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const values = { time: clockTime(locale, updatedAt, now), ago: relativeAge(locale, updatedAt, now) };
  return (
    <Alert
      role="status"
      data-testid="data-age"
      color="yellow"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      py={6}
    >
      {online ? t('dataAge.notUpdated', values) : t('dataAge.offline', values)}
    </Alert>
  );
}
