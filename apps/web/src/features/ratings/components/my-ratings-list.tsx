import { Badge, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Skill } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useMyRatings } from '../api/get-my-ratings';
import { RatedPlayerHeading } from './rated-player-heading';
import classes from './ratings.module.css';
import { dateTimeFormat } from '../../../lib/format';
import { ratingGameContext } from './player-ratings/rating-history';

/** "My ratings" (GET /api/ratings/mine): the ratings I wrote, newest first. */
export function MyRatingsList() {
  const { t, i18n } = useTranslation(['ratings', 'skills']);
  const mine = useMyRatings();
  const date = dateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });

  if (mine.isPending) return <Skeleton h={120} radius="md" />;
  if (mine.isError) return <QueryError query={mine} />;
  if (mine.data.items.length === 0) return <Text c="dimmed">{t('mine.empty')}</Text>;

  return (
    <Stack component="ul" gap="xs" className={classes.plainList} data-testid="my-ratings">
      {mine.data.items.map((rating) => {
        const scored = (Object.entries(rating.scores) as [Skill, number | undefined][]).filter(
          (entry): entry is [Skill, number] => typeof entry[1] === 'number',
        );
        return (
          <Paper component="li" key={rating.id} withBorder p="sm" className={classes.myRating}>
            <RatedPlayerHeading
              player={rating.player}
              subtitle={<time dateTime={rating.createdAt}>{date.format(new Date(rating.createdAt))}</time>}
              badge={
                <Badge variant="filled" color="pitch" style={{ flex: 'none' }}>
                  {t('mine.global', { value: rating.globalRating })}
                </Badge>
              }
            />
            {rating.game && (
              <Text size="xs" mt={4} data-testid="rating-game">
                {ratingGameContext(rating.game)}
              </Text>
            )}
            {scored.length > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                {scored.map(([skill, value]) => `${t(`skills:${skill}.name`)} ${value}`).join(' · ')}
              </Text>
            )}
            {rating.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {rating.note}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
