import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconLayoutBoard, IconPlus } from '@tabler/icons-react';
import { can, type Actor, type Club } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HrefButton } from '../../../components/href-link';
import { QueryError } from '../../../components/query-error';
import { SectionPanel } from '../../../components/section-panel';
import { useClubFormations } from '../../../entities/formation/list-club-formations';

// Its form and the presets load on first open (decision 286): most visitors of a club page never add a formation.
const FormationDialog = lazyDialog(() => import('./formation-dialog').then((module) => module.FormationDialog));
import { lazyDialog } from '../../../components/lazy-dialog';

/**
 * The club page's formations: their names, "Set up a formation" for those who may edit them, and the
 * way to the tactical map. Hidden from whoever may not see the club's formations (a club user looking
 * at another club).
 */
export function ClubFormations({ club, actor }: { club: Club; actor: Actor | null }) {
  const { t } = useTranslation('formations');
  const mayView = can(actor, 'formation.view', { clubId: club.id });
  const mayEdit = can(actor, 'formation.edit', { clubId: club.id });
  const formations = useClubFormations(club.id, { enabled: mayView });
  const [setting, setSetting] = useState(false);
  if (!mayView) return null;
  const items = formations.data?.items ?? [];

  return (
    <SectionPanel
      title={t('section.title')}
      actions={
        <Group gap="xs">
          {items.length > 0 && (
            <HrefButton
              variant="default"
              href={`/Tacmap/${encodeURIComponent(club.id)}`}
              leftSection={<IconLayoutBoard size={16} aria-hidden />}
            >
              {t('section.tacticalMap')}
            </HrefButton>
          )}
          {mayEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSetting(true)}>
              {t('section.setUp')}
            </Button>
          )}
        </Group>
      }
    >
      {formations.isError ? (
        <QueryError query={formations} title={t('section.loadFailed')} />
      ) : formations.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.map((formation) => (
            <Group key={formation.id} gap="xs" data-testid="club-formation">
              <Text fw={500}>{formation.name}</Text>
              <Badge variant="light">
                {t('section.filled', {
                  filled: formation.slots.filter((slot) => slot.player).length,
                  total: formation.slots.length,
                })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {mayEdit && <FormationDialog opened={setting} club={club} onClose={() => setSetting(false)} />}
    </SectionPanel>
  );
}
