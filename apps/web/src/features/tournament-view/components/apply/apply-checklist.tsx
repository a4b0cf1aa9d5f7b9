import { Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { groupLabel } from '@touchline/core';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckState, Precondition } from './apply-preconditions';

const ICONS: Record<CheckState, { color: string; icon: typeof IconCheck }> = {
  ok: { color: 'green', icon: IconCheck },
  blocked: { color: 'red', icon: IconX },
  open: { color: 'gray', icon: IconCircleDashed },
};

/**
 * The preconditions of applying group results as a checklist: each item
 * says in words whether it holds (the state is also in the text, never in
 * the colour alone). Ties to resolve each get a "Resolve" action.
 */
export function ApplyChecklist({
  checks,
  teamName,
  onResolve,
}: {
  checks: Precondition[];
  teamName: (id: string) => string;
  onResolve: ((teamIds: string[]) => void) | null;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <List spacing="sm" listStyleType="none" data-testid="apply-checklist">
      {checks.map((check) => {
        const { color, icon: Icon } = ICONS[check.state];
        return (
          <List.Item
            key={check.key}
            data-testid={`check-${check.key}`}
            data-state={check.state}
            icon={
              <ThemeIcon color={color} size={22} radius="xl" variant="light" aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            <Stack gap={4}>
              <Text size="sm">{message(t, check)}</Text>
              {check.key === 'ties' &&
                check.ties.map((tie) => (
                  <Group key={tie.teamIds.join()} gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('apply.checks.tie', {
                        group: groupLabel(tie.group),
                        teams: tie.teamIds.map(teamName).join(', '),
                      })}
                    </Text>
                    {onResolve && (
                      <Button size="compact-xs" onClick={() => onResolve(tie.teamIds)}>
                        {t('ties.resolve')}
                      </Button>
                    )}
                  </Group>
                ))}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}

type T = ReturnType<typeof useTranslation<'tournaments'>>['t'];

function message(t: T, check: Precondition): string {
  switch (check.key) {
    case 'groupStage':
      return check.state === 'ok' ? t('apply.checks.groupStage') : t('apply.checks.notGroupStage');
    case 'bracket':
      return check.state === 'ok' ? t('apply.checks.bracket') : t('apply.checks.noBracket');
    case 'groupFinished':
      return check.state === 'ok'
        ? t('apply.checks.groupsFinished', { groups: check.finished.join(', ') })
        : t('apply.checks.noGroupFinished');
    case 'ties':
      return check.state === 'ok'
        ? t('apply.checks.noTies')
        : check.state === 'open'
          ? t('apply.checks.tiesLoading')
          : t('apply.checks.ties');
    case 'wildcards':
      return check.state === 'ok'
        ? t('apply.checks.noWildcards')
        : check.state === 'open'
          ? t('apply.checks.wildcardsOnApply')
          : t('apply.checks.wildcardsTied');
  }
}
