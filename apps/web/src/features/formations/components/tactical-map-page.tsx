import { Alert, Button, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPhoto, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { MAX_FORMATION_SLOTS, POSITIONS, can, type Formation, type Position } from '@touchline/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { HrefButton } from '../../../components/href-link';
import { Page } from '../../../components/page';
import { ColourField } from '../../../components/pitch/colour-field';
import { LiveRegion } from '../../../components/pitch/live-region';
import { exportSvgAsPng } from '../../../components/pitch/export-png';
import { Pitch } from '../../../components/pitch/pitch';
import { PitchShirts, type PitchShirt } from '../../../components/pitch/pitch-shirts';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useActor } from '../../../lib/auth/use-actor';
import { useClub } from '../../../entities/club/get-club';
import { useClubFormations } from '../../../entities/formation/list-club-formations';
import { useUpdateFormation } from '../../../entities/formation/update-formation';
import classes from './formations.module.css';
import { formationShirts } from '../../../components/pitch/shirts';
import { usePlayerFormat } from '../../../lib/player-format';

const routeApi = getRouteApi('/Tacmap/$clubId');

/** What the map edits before saving: the formation's slots and colours. */
type Draft = Pick<Formation, 'slots' | 'shirtColour' | 'shortsColour'>;
const draftOf = (formation: Formation): Draft => ({
  slots: formation.slots,
  shirtColour: formation.shirtColour,
  shortsColour: formation.shortsColour,
});

/**
 * /Tacmap/{clubId}: a club's formations drawn on a pitch (decision 303). Those who may edit them move
 * shirts by mouse, finger or keyboard, add and remove slots, choose the kit colours and save; everyone
 * who may see them switches formations, prints and saves a PNG.
 */
export function TacticalMapPage() {
  const { t } = useTranslation('formations');
  const { clubId } = routeApi.useParams();
  const club = useClub(clubId);
  const formations = useClubFormations(clubId);
  const title = club.data ? t('map.titleOf', { club: club.data.name }) : t('map.title');

  if (formations.isError || club.isError) {
    return (
      <Page title={t('map.title')}>
        <QueryError query={formations.isError ? formations : club} title={t('map.loadFailed')} />
      </Page>
    );
  }
  if (!formations.data || !club.data) {
    return (
      <Page title={title}>
        <Skeleton height={420} />
      </Page>
    );
  }
  if (formations.data.items.length === 0) {
    return (
      <Page title={title}>
        <Text data-testid="no-tactical-map">{t('map.none')}</Text>
        <Group>
          <HrefButton variant="default" href={`/Club/${encodeURIComponent(clubId)}`}>
            {t('map.backToClub')}
          </HrefButton>
        </Group>
      </Page>
    );
  }
  return (
    <TacticalMap
      title={title}
      clubName={club.data.name}
      clubId={clubId}
      formations={formations.data.items}
      reload={() => void formations.refetch()}
    />
  );
}

interface MapProps {
  title: string;
  clubName: string;
  clubId: string;
  formations: Formation[];
  reload: () => void;
}

function TacticalMap(props: MapProps) {
  const [selectedId, setSelectedId] = useState(props.formations[0]!.id);
  const formation = props.formations.find((f) => f.id === selectedId) ?? props.formations[0]!;
  // A new version (saved here, or loaded after a conflict) or another formation starts a fresh draft.
  return (
    <FormationEditor
      key={`${formation.id}:${formation.version}`}
      {...props}
      base={formation}
      onSelect={setSelectedId}
    />
  );
}

function FormationEditor({
  title,
  clubName,
  clubId,
  formations,
  reload,
  base,
  onSelect,
}: MapProps & { base: Formation; onSelect: (id: string) => void }) {
  const { t } = useTranslation('formations');
  const { positionShort } = usePlayerFormat();
  const actor = useActor();
  const mayEdit = can(actor, 'formation.edit', { clubId });
  const [draft, setDraft] = useState<Draft>(() => draftOf(base));
  const [active, setActive] = useState<number | null>(null);
  const [newPosition, setNewPosition] = useState<Position>('CM');
  const [said, setSaid] = useState('');
  const [conflict, setConflict] = useState(false);
  const [exporting, setExporting] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const update = useUpdateFormation();

  const shirts = formationShirts(draft.slots);
  const describe = (shirt: PitchShirt) =>
    shirt.name
      ? t('map.shirt', { number: shirt.backNumber ?? '–', name: shirt.name, position: positionShort(shirt.position) })
      : t('map.emptySlot', { position: positionShort(shirt.position) });
  const move = (index: number, point: { x: number; y: number }) => {
    setActive(index);
    setDraft((d) => ({ ...d, slots: d.slots.map((slot, i) => (i === index ? { ...slot, ...point } : slot)) }));
  };

  const save = () => {
    setConflict(false);
    update.mutate(
      {
        id: base.id,
        formation: {
          name: base.name,
          shirtColour: draft.shirtColour,
          shortsColour: draft.shortsColour,
          slots: draft.slots.map((slot) => ({
            position: slot.position,
            x: slot.x,
            y: slot.y,
            playerId: slot.player?.id ?? null,
          })),
          version: base.version,
        },
      },
      {
        onSuccess: (saved) => notifications.show({ color: 'teal', message: t('map.saved', { name: saved.name }) }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONFLICT') {
            update.reset();
            setConflict(true);
          }
        },
      },
    );
  };

  const exportPng = async () => {
    if (!svgRef.current) return;
    setExporting(true);
    try {
      await exportSvgAsPng(svgRef.current, `${clubName} – ${base.name}.png`);
    } catch {
      notifications.show({ color: 'red', message: t('map.pngFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page title={title} size="lg">
      <Stack gap="sm" className={classes.noPrint}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          <NativeSelect
            label={t('map.formation')}
            data={formations.map((f) => ({ value: f.id, label: f.name }))}
            value={base.id}
            onChange={(event) => onSelect(event.currentTarget.value)}
            data-testid="formation-select"
          />
          {mayEdit && (
            <>
              <ColourField
                label={t('map.shirtColour')}
                value={draft.shirtColour}
                onChange={(value) => setDraft((d) => ({ ...d, shirtColour: value }))}
                data-testid="shirt-colour"
              />
              <ColourField
                label={t('map.shortsColour')}
                value={draft.shortsColour}
                onChange={(value) => setDraft((d) => ({ ...d, shortsColour: value }))}
                data-testid="shorts-colour"
              />
            </>
          )}
        </SimpleGrid>
        {mayEdit && (
          <Text size="sm" c="dimmed" id="tacmap-help">
            {t('map.help')}
          </Text>
        )}
      </Stack>
      <div className={classes.map}>
        <Text fw={600} ta="center" mb={4}>
          {base.name}
        </Text>
        <Pitch
          label={t('map.label', { club: clubName, formation: base.name })}
          svgRef={svgRef}
          data-testid="tactical-map"
        >
          <PitchShirts
            shirts={shirts}
            shirtColour={draft.shirtColour}
            shortsColour={draft.shortsColour}
            onMove={mayEdit ? move : undefined}
            describe={describe}
            onMoved={(shirt, point) =>
              setSaid(
                t('map.moved', { name: shirt.name ?? positionShort(shirt.position), across: point.x, up: point.y }),
              )
            }
          />
        </Pitch>
        <LiveRegion text={said} />
      </div>
      {mayEdit && (
        <Group gap="xs" className={classes.noPrint}>
          <NativeSelect
            aria-label={t('map.newSlotPosition')}
            data={[...POSITIONS]}
            value={newPosition}
            onChange={(event) => setNewPosition(event.currentTarget.value as Position)}
            w={90}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={draft.slots.length >= MAX_FORMATION_SLOTS}
            onClick={() =>
              setDraft((d) => ({ ...d, slots: [...d.slots, { position: newPosition, x: 50, y: 50, player: null }] }))
            }
          >
            {t('map.addSlot')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={active === null || draft.slots.length <= 1}
            onClick={() => {
              setDraft((d) => ({ ...d, slots: d.slots.filter((_, i) => i !== active) }));
              setActive(null);
            }}
          >
            {active === null ? t('map.removeSlot') : t('map.removeThisSlot', { slot: describe(shirts[active]!) })}
          </Button>
        </Group>
      )}
      {conflict && (
        <Alert color="orange" role="alert" data-testid="conflict-notice" className={classes.noPrint}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('map.conflict')}</Text>
            <Button size="xs" variant="default" onClick={reload}>
              {t('map.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {update.isError && (
        <RequestError error={update.error} lead={t('dialog.saveFailed')} data-testid="formation-save-failed" />
      )}
      <Group gap="xs" className={classes.noPrint}>
        {mayEdit && (
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={update.isPending} onClick={save}>
            {t('map.save')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('map.print')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportPng()}
        >
          {t('map.png')}
        </Button>
      </Group>
    </Page>
  );
}
