import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { IconCloud, IconCloudOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isRatingQueue, type OutboxEntry } from '../../lib/outbox/outbox-types';
import { useOnlineStatus } from '../../lib/outbox/use-online-status';
import { useOutboxEntries } from '../../lib/outbox/use-outbox-entries';

interface WaitingGame {
  gameId: string;
  tournamentId: string;
  label: string;
  waiting: number;
  refused: number;
}

/** The outbox's entries per game, in the order the games were first recorded. */
export function waitingGames(entries: readonly OutboxEntry[]): WaitingGame[] {
  const games = new Map<string, WaitingGame>();
  for (const entry of entries) {
    const game = games.get(entry.gameId) ?? {
      gameId: entry.gameId,
      tournamentId: entry.tournamentId,
      label: entry.label,
      waiting: 0,
      refused: 0,
    };
    if (entry.state === 'refused') game.refused += 1;
    else game.waiting += 1;
    games.set(entry.gameId, game);
  }
  return [...games.values()];
}

/**
 * The top bar's sync state (decision 315): online or offline, and how many
 * recorded changes wait to sync; its menu lists the games they belong to.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const entries = useOutboxEntries();
  const games = waitingGames(entries);
  const count = entries.length;
  const label = [online ? t('sync.online') : t('sync.offline'), count > 0 ? t('sync.waiting', { count }) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    // A width that fits a 360 px phone: the long offline text wraps inside it instead of running off the screen.
    <Menu position="bottom-end" withinPortal width={280}>
      {/* The badge wraps the target, not the other way round: Menu.Target puts aria-expanded on its child, which must be the button (axe aria-allowed-attr). */}
      <Indicator
        label={count}
        size={16}
        disabled={count === 0}
        color={games.some((g) => g.refused > 0) ? 'red' : 'orange'}
        offset={4}
      >
        <Menu.Target>
          <ActionIcon
            variant={online ? 'default' : 'filled'}
            color={online ? undefined : 'gray'}
            size="lg"
            aria-label={label}
            title={label}
            data-testid="sync-status"
            data-online={online}
            data-count={count}
          >
            {online ? <IconCloud size={20} aria-hidden /> : <IconCloudOff size={20} aria-hidden />}
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown data-testid="sync-menu">
        <Menu.Label>{online ? t('sync.online') : t('sync.offlineKept')}</Menu.Label>
        {games.length === 0 && <Menu.Item disabled>{t('sync.nothing')}</Menu.Item>}
        {games.map((game) => (
          <Menu.Item
            key={game.gameId}
            disabled={!game.tournamentId}
            renderRoot={(props) =>
              // A rating kept offline (decision 434): its refusal is shown, with retry and discard, on the scout's day.
              game.tournamentId && isRatingQueue(game.gameId) ? (
                <Link to="/ScoutDay/$tournamentId" params={{ tournamentId: game.tournamentId }} {...props} />
              ) : game.tournamentId ? (
                <Link
                  to="/Game/$tournamentId"
                  params={{ tournamentId: game.tournamentId }}
                  search={{ game: game.gameId }}
                  {...props}
                />
              ) : (
                <button type="button" {...props} />
              )
            }
          >
            {t('sync.game', {
              game: game.label || t('sync.unnamedGame'),
              count: game.waiting + game.refused,
            })}
            {game.refused > 0 ? ` · ${t('sync.refused', { count: game.refused })}` : ''}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
