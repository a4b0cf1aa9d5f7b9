import { List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import type { DrawPreview } from '../api/draw-groups';

interface DrawConflictsProps {
  preview: DrawPreview;
  /** Whether the draw was asked to keep countries apart too. */
  avoidCountry: boolean;
  groupName: (index: number) => string;
  teamName: (teamId: string) => string;
  clubName: (clubId: string) => string;
}

/**
 * What a draw could not avoid, in words (decision 443): "Group B: FC Nord and
 * FC Nord II are teams of one club (FC Nord)." Or that it kept every club
 * (and country) apart; and when its search stopped before proving the draw
 * the best the pots allow, that another seed may do better.
 */
export function DrawConflicts({ preview, avoidCountry, groupName, teamName, clubName }: DrawConflictsProps) {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const list = (ids: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(ids.map(teamName));
  const { conflicts } = preview;
  return (
    <Stack gap={4} data-testid="draw-report" role="status">
      {conflicts.length === 0 ? (
        <Text size="sm" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
          {t(avoidCountry ? 'setup.draw.keptApartCountries' : 'setup.draw.keptApart')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={500} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-hidden />
            {t('setup.draw.conflictsTitle', { count: conflicts.length })}
          </Text>
          <List size="sm" data-testid="draw-conflicts">
            {conflicts.map((conflict) => (
              <List.Item key={`${conflict.group}-${conflict.kind}-${conflict.key}`}>
                {conflict.kind === 'club'
                  ? t('setup.draw.sameClub', {
                      group: groupName(conflict.group),
                      teams: list(conflict.teamIds),
                      club: clubName(conflict.key),
                    })
                  : t('setup.draw.sameCountry', {
                      group: groupName(conflict.group),
                      teams: list(conflict.teamIds),
                      country: countryName(conflict.key, locale),
                    })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {!preview.exact && <Text size="xs">{t('setup.draw.notExact')}</Text>}
    </Stack>
  );
}
