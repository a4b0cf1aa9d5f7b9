import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Rating } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import lists from '../ratings.module.css';
import classes from './player-ratings.module.css';
import { formatMinutes, type RatingGame } from '@touchline/core';
import { dateTimeFormat } from '../../../../lib/format';

/**
 * Where a rating was made, as the ratings list and the player card show it
 * (decision 431): "U15 Cup, FC Nord – SV Süd, 10:40". A team not known yet
 * shows as "?"; a game without a time leaves the time out.
 */
export function ratingGameContext(game: RatingGame): string {
  const teams = `${game.team1Name ?? '?'} – ${game.team2Name ?? '?'}`;
  return [game.tournamentName, teams, game.start === null ? null : formatMinutes(game.start)]
    .filter(Boolean)
    .join(', ');
}

/** Every rating of the player, newest first: date, global rating, scores, note, author when visible. */
export function RatingHistory({ items }: { items: Rating[] }) {
  const { t, i18n } = useTranslation(['card', 'skills']);
  const format = dateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });
  const newestFirst = [...items].reverse();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4" id="card-history">
        {t('ratings.historyTitle')}
      </Title>
      <Stack component="ol" gap="xs" className={lists.plainList} aria-labelledby="card-history">
        {newestFirst.map((rating) => {
          const scored = Object.entries(rating.scores).filter(([, value]) => typeof value === 'number');
          return (
            <Paper
              component="li"
              key={rating.id}
              withBorder
              p="xs"
              className={classes.historyItem}
              data-testid="rating-history-item"
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    <time dateTime={rating.createdAt}>{format.format(new Date(rating.createdAt))}</time>
                  </Text>
                  {rating.author && (
                    <Text size="sm" c="dimmed" data-testid="rating-author">
                      {rating.author.deleted
                        ? t('ratings.deletedUser')
                        : t('ratings.by', { name: rating.author.displayName ?? t('ratings.deletedUser') })}
                    </Text>
                  )}
                </Group>
                <Badge variant="filled" color="pitch">
                  {t('ratings.globalScore', { value: rating.globalRating })}
                </Badge>
              </Group>
              {rating.game && (
                <Text size="xs" mt={4} data-testid="rating-game">
                  {ratingGameContext(rating.game)}
                </Text>
              )}
              {scored.length > 0 && (
                <Text size="xs" c="dimmed" mt={4}>
                  {scored
                    .map(([skill, value]) => `${t(`skills:${skill as keyof typeof rating.scores}.name`)} ${value}`)
                    .join(' · ')}
                </Text>
              )}
              {rating.note && (
                <Text size="sm" mt={4} className={classes.note}>
                  {rating.note}
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
