import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_HEIGHT_CM, type Position } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { usePlayerFormat } from '../../../lib/player-format';
import { BackNumberBadge } from './back-number-badge';
import { parseWholeNumber, type PlayerFormValues } from '../player-form-values';

interface PlayerPreviewCardProps {
  values: PlayerFormValues;
  clubName: string | null;
  photoUrl?: string | null;
}

/**
 * The player as the card will show them, updated while typing. Values that
 * are not valid yet (a height of "abc") are simply left out.
 */
export function PlayerPreviewCard({ values, clubName, photoUrl }: PlayerPreviewCardProps) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  const name = format.fullName({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
  const age = format.age(values.birthday);
  const number = (text: string, grouping = false) => {
    const parsed = parseWholeNumber(text, { grouping });
    return typeof parsed === 'number' ? parsed : null;
  };
  const backNumber = number(values.backNumberDefault);
  const typedHeight = number(values.height);
  // Only heights the form accepts (50–MAX_HEIGHT_CM cm).
  const height = typedHeight !== null && typedHeight >= 50 && typedHeight <= MAX_HEIGHT_CM ? typedHeight : null;
  const value = number(values.valueEur, true);
  const sidePositions = values.sidePositions.filter((position) => position !== values.position);

  const facts: { label: string; value: ReactNode }[] = [
    { label: t('preview.age'), value: age === null ? null : t('preview.ageValue', { count: age }) },
    { label: t('fields.nationality'), value: values.nationality ? format.countryName(values.nationality) : null },
    { label: t('fields.foot'), value: values.foot ? format.footLabel(values.foot) : null },
    { label: t('preview.height'), value: height === null ? null : t('preview.heightValue', { height }) },
    { label: t('fields.club'), value: clubName },
    { label: t('preview.value'), value: value === null ? null : format.formatEur(value) },
    { label: t('fields.targetLeague'), value: values.targetLeague.trim() || null },
  ];

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="player-preview-title"
      data-testid="player-preview"
    >
      <Stack gap="sm">
        <Text id="player-preview-title" size="xs" tt="uppercase" fw={700} c="dimmed">
          {t('preview.title')}
        </Text>
        <Group wrap="nowrap" align="center" gap="md">
          <Avatar src={photoUrl ?? null} name={name || '?'} color="initials" size={64} radius="xl" alt="" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }} data-testid="player-preview-name">
              {name || (
                <Text span c="dimmed" inherit>
                  {t('preview.noName')}
                </Text>
              )}
            </Title>
            <Group gap={6} wrap="wrap">
              {backNumber !== null && <BackNumberBadge variant="filled" color="dark" number={backNumber} hash />}
              {values.position && <PositionBadge position={values.position} main />}
              {sidePositions.map((position) => (
                <PositionBadge key={position} position={position} />
              ))}
            </Group>
          </Stack>
        </Group>
        {(values.networkPlayer || values.watchlist) && (
          <Group gap={6}>
            {values.networkPlayer && (
              <Badge variant="light" color="pitch">
                {t('networkBadge', { org: appConfig.orgName })}
              </Badge>
            )}
            {values.watchlist && (
              <Badge variant="light" color="yellow">
                {t('watchlistBadge')}
              </Badge>
            )}
          </Group>
        )}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.label} style={{ minWidth: 0 }}>
              <Text component="dt" size="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {fact.value ?? '–'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function PositionBadge({ position, main = false }: { position: Position; main?: boolean }) {
  const format = usePlayerFormat();
  return (
    <Badge variant={main ? 'filled' : 'outline'} title={format.positionLabel(position)}>
      {format.positionShort(position)}
    </Badge>
  );
}
