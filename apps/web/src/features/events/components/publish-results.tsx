import { Anchor, Button, CopyButton, Group, Loader, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { CupEvent } from '@touchline/core';
import type * as QrCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { SectionPanel } from '../../../components/section-panel';
import { useEventPublication, usePublishEvent } from '../api/event-publication';

let qrModule: Promise<typeof QrCode> | undefined;

/** A QR code of the public link as an SVG image, dark on white in both schemes; `qrcode` loads on first show. */
function LinkQrCode({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    let active = true;
    qrModule ??= import('qrcode');
    void qrModule
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (active) setSvg({ for: url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [url]);
  if (svg?.for !== url) return <Skeleton w={128} h={128} radius="sm" />;
  return (
    <img
      src={svg.src}
      alt={label}
      width={128}
      height={128}
      style={{ background: '#fff', borderRadius: 4 }}
      data-testid="results-qr"
    />
  );
}

/**
 * The organiser's switch for the event's public results page (decision 460,
 * levels 0–1): on, the page's link with a copy button and a QR code to print
 * or show at the venue; off, the link answers "not found".
 */
export function PublishResults({ event }: { event: CupEvent }) {
  const { t } = useTranslation('events');
  const publication = useEventPublication(event.id);
  const publish = usePublishEvent(event.id);
  const data = publication.data;
  const url = data?.token ? new URL(`/Results/${data.token}`, window.location.origin).href : null;

  return (
    <SectionPanel title={t('publish.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('publish.intro')}
        </Text>
        {publication.isPending && <Loader size="sm" aria-label={t('page.loading')} />}
        {data && (
          <Switch
            label={t('publish.switch')}
            checked={data.published}
            disabled={publish.isPending}
            onChange={(e) =>
              publish.mutate({ published: e.currentTarget.checked, version: Math.max(event.version, data.version) })
            }
            data-testid="publish-results"
          />
        )}
        {publish.isError && <RequestError error={publish.error} />}
        {data && !data.published && <Text size="sm">{t('publish.off')}</Text>}
        {data?.published && url && (
          <Group align="flex-start" gap="md">
            <Stack gap="xs" style={{ flex: '1 1 16rem' }}>
              <TextInput label={t('publish.link')} value={url} readOnly data-testid="public-link" />
              <Group gap="xs">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? t('publish.copied') : t('publish.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Anchor href={url} target="_blank" rel="noopener" size="sm">
                  {t('publish.open')}
                </Anchor>
              </Group>
            </Stack>
            <LinkQrCode url={url} label={t('publish.qr')} />
          </Group>
        )}
      </Stack>
    </SectionPanel>
  );
}
