import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { criterionKey } from './standings-model';

/**
 * The criterion that put a team above the next one ("head-to-head", "fair
 * play"), as a small label under the team's name. The whole sentence ("Ahead
 * of Senegal on fair play") is its tooltip and its accessible name; the label
 * takes focus, so the tooltip opens from the keyboard too.
 */
export function SeparationLabel({ criterion, nextTeam }: { criterion: string; nextTeam: string }) {
  const { t } = useTranslation('tournaments');
  const key = criterionKey(criterion);
  const sentence = t('standings.separatedBy', { team: nextTeam, criterion: t(`standings.criteria.${key}`) });
  return (
    <Tooltip label={sentence} withArrow multiline maw={240} events={{ hover: true, focus: true, touch: true }}>
      <Badge
        component="span"
        size="xs"
        variant="light"
        color={key === 'points' ? 'gray' : 'blue'}
        tabIndex={0}
        aria-label={sentence}
        data-testid="separated-by"
        data-criterion={key}
        style={{ textTransform: 'none', cursor: 'help' }}
      >
        {t(`standings.criteria.${key}`)}
      </Badge>
    </Tooltip>
  );
}
