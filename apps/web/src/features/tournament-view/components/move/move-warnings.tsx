import { List, Text } from '@mantine/core';
import type { PlacementWarning as CoreWarning } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { PlacementWarning } from '../../api/move-game';
import { isPlaced } from '../../../../entities/tournament/schedule-model';
import type { GameLabels } from '../../../../entities/tournament/game-labels';

/** A warning from the server (team ids) or from the core's preview (team ids under `team`). */
export type AnyWarning = PlacementWarning | CoreWarning;

/** Each conflict of a move in words: which team, which other game, which limit. */
export function MoveWarningList({
  warnings,
  tournament,
  games,
  labels,
}: {
  warnings: readonly AnyWarning[];
  tournament: Pick<Tournament, 'teams'>;
  games: readonly Game[];
  labels: GameLabels;
}) {
  const { t } = useTranslation('tournaments');
  const teamName = (id: string) => tournament.teams.find((team) => team.id === id)?.name ?? t('schedule.tbd');
  const gameName = (id: string) => {
    const game = games.find((g) => g.id === id);
    if (!game) return t('move.anotherGame');
    return isPlaced(game) ? `${labels.pairing(game)}, ${labels.time(game.start)}` : labels.pairing(game);
  };
  const text = (w: AnyWarning): string => {
    switch (w.code) {
      case 'TEAM_DOUBLE_BOOKED':
        return t('move.warnings.TEAM_DOUBLE_BOOKED', {
          team: teamName('teamId' in w ? w.teamId : w.team),
          game: gameName(w.gameId),
        });
      case 'PITCH_OCCUPIED':
        return t('move.warnings.PITCH_OCCUPIED', { game: gameName(w.gameId) });
      case 'REST_TOO_SHORT':
        return t('move.warnings.REST_TOO_SHORT', {
          team: teamName('teamId' in w ? w.teamId : w.team),
          game: gameName(w.gameId),
          rest: w.rest,
          minRest: w.minRest,
        });
      case 'BEFORE_DAY_START':
        return t('move.warnings.BEFORE_DAY_START', { time: labels.time(w.startTime) });
      case 'AFTER_LATEST_GAME':
        return t('move.warnings.AFTER_LATEST_GAME', { time: labels.time(w.latestGame) });
      case 'IN_BREAK':
        return t('move.warnings.IN_BREAK', { from: labels.time(w.noGameFrom), to: labels.time(w.resume) });
      case 'MAX_PLAYTIME_EXCEEDED':
        return t('move.warnings.MAX_PLAYTIME_EXCEEDED', { minutes: w.playMinutes, max: w.maxPlaytime });
      // An event's rules for its divisions (decision 467).
      case 'PITCH_NOT_ALLOWED':
        return t('move.warnings.PITCH_NOT_ALLOWED');
      case 'CLUB_KEPT_APART':
        return t('move.warnings.CLUB_KEPT_APART', { team: teamName(w.teamId), game: gameName(w.gameId) });
    }
  };
  return (
    <List size="sm" spacing={4} data-testid="move-warnings">
      {warnings.map((w, i) => (
        <List.Item key={`${w.code}-${i}`}>
          <Text size="sm">{text(w)}</Text>
        </List.Item>
      ))}
    </List>
  );
}
