import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Player } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../../lib/app-config';
import { useClub } from '../../../../entities/club/get-club';
import { ClubCrest } from '../../../../entities/club/club-crest';
import { usePlayerFormat } from '../../../../lib/player-format';
import { HrefAnchor } from '../../../../components/href-link';
import classes from './player-card.module.css';
import { dateTimeFormat } from '../../../../lib/format';
import { CountryFlag } from '../../../../components/country-flag';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} className={classes.breakAnywhere}>
        {children}
      </Text>
    </div>
  );
}

function ClubLink({ clubId }: { clubId: string }) {
  const { t } = useTranslation('card');
  const club = useClub(clubId);
  if (club.isPending) return <Skeleton h={16} w={120} display="inline-block" />;
  return (
    <HrefAnchor
      href={`/Club/${encodeURIComponent(clubId)}`}
      data-testid="player-club"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      {club.data && <ClubCrest club={club.data} size={22} />}
      {club.data?.name ?? t('details.clubUnknown')}
    </HrefAnchor>
  );
}

/**
 * What every card shows (position, back number, club, network flag) and,
 * when this user may see them, the personal details (docs/product/personal-details.md).
 */
export function PlayerDetails({ player }: { player: Player }) {
  const { t, i18n } = useTranslation('card');
  const format = usePlayerFormat();
  const none = t('details.none');
  const locale = i18n.resolvedLanguage ?? 'en';
  const age = player.detailsVisible ? format.age(player.birthday) : null;
  const birthday =
    player.birthday != null
      ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(player.birthday))
      : null;

  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
        <Detail label={t('details.position')}>
          {player.position ? format.positionLabel(player.position) : none}
          {player.sidePositions.length > 0 && (
            <Text span size="sm" c="dimmed">
              {' '}
              ({player.sidePositions.map(format.positionShort).join(', ')})
            </Text>
          )}
        </Detail>
        <Detail label={t('details.backNumber')}>{player.backNumberDefault ?? none}</Detail>
        <Detail label={t('details.club')}>
          {player.clubId ? <ClubLink clubId={player.clubId} /> : t('details.freePlayer')}
        </Detail>
        <Detail label={t('details.networkPlayer', { orgName: appConfig.orgName })}>
          {player.networkPlayer ? t('details.yes') : t('details.no')}
        </Detail>
        {player.detailsVisible && (
          <>
            <Detail label={t('details.age')}>{age ?? none}</Detail>
            <Detail label={t('details.birthday')}>{birthday ?? none}</Detail>
            <Detail label={t('details.nationality')}>
              {player.nationality ? (
                <>
                  <CountryFlag code={player.nationality} /> {format.countryName(player.nationality)}
                </>
              ) : (
                none
              )}
            </Detail>
            <Detail label={t('details.height')}>
              {player.height != null ? t('details.heightCm', { height: player.height }) : none}
            </Detail>
            <Detail label={t('details.foot')}>{player.foot ? format.footLabel(player.foot) : none}</Detail>
            <Detail label={t('details.value')}>
              {player.valueEur != null ? format.formatEur(player.valueEur) : none}
            </Detail>
            <Detail label={t('details.targetLeague')}>{player.targetLeague || none}</Detail>
            <Detail label={t('details.watchlist')}>{player.watchlist ? t('details.yes') : t('details.no')}</Detail>
          </>
        )}
      </SimpleGrid>
      {!player.detailsVisible && (
        <Alert color="gray" icon={<IconLock aria-hidden />} data-testid="details-hidden">
          {t('details.hidden')}
        </Alert>
      )}
    </>
  );
}
