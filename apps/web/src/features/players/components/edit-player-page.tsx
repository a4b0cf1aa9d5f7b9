import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { can, canSome, grantOf, type Actor, type Club, type Me, type Player } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChange } from '../../../components/conflict-notice';
import { lazyPanel } from '../../../components/lazy-panel';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { fullName } from '../../../lib/format';
import { rebaseForm } from '../../../lib/forms/conflict';
import { usePlayerFormat } from '../../../lib/player-format';
import { useClubOptions } from '../api/club-options';
import { playerQueryOptions, usePlayer } from '../api/get-player';
import { useUpdatePlayer } from '../api/update-player';
import {
  PLAYER_FORM_FIELDS,
  playerChanges,
  playerToFormValues,
  validatePlayerForm,
  type PlayerFormField,
  type PlayerFormValues,
} from '../player-form-values';
import { NotAllowed, clubProps, useFormContext, useSavedNotice } from './player-form-page';
import { PlayerForm, usePlayerForm } from './player-form';

const editRoute = getRouteApi('/player/$playerId/edit');

/**
 * The answer to a 409 loads with the other save's version (decision 328):
 * most edits never meet one. Meanwhile a spinner says their version is
 * being loaded, as the notice itself does.
 */
const ConflictNotice = lazyPanel(
  () => import('../../../components/conflict-notice').then((module) => module.ConflictNotice),
  { loading: () => <ConflictNoticeLoading /> },
);

function ConflictNoticeLoading() {
  const { t } = useTranslation();
  return (
    <Center role="status">
      <Loader size="sm" aria-label={t('pending')} />
    </Center>
  );
}

/** /player/{id}/edit: levels 0–1, and level 3 for their own clubs' players; saves with `version`. */
export function EditPlayerPage() {
  const { t } = useTranslation('players');
  const { playerId } = editRoute.useParams();
  const player = usePlayer(playerId);
  const { me, actor } = useFormContext();

  if (player.isPending) {
    return (
      <Page title={t('form.editTitle')} size="lg">
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      </Page>
    );
  }
  if (player.isError) {
    return (
      <Page title={t('form.editTitle')} size="lg">
        <QueryError query={player} />
      </Page>
    );
  }
  return <EditPlayerForm key={player.data.id} player={player.data} me={me} actor={actor} />;
}

/** A form value as the conflict notice shows it ('' for nothing). */
function useFormValueText() {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  return (field: PlayerFormField, values: PlayerFormValues, clubs: Club[]): string => {
    switch (field) {
      case 'clubId':
        return clubs.find((club) => club.id === values.clubId)?.name ?? '';
      case 'position':
        return values.position ? format.positionLabel(values.position) : '';
      case 'sidePositions':
        return values.sidePositions.map(format.positionShort).join(', ');
      case 'foot':
        return values.foot ? format.footLabel(values.foot) : '';
      case 'nationality':
        return values.nationality ? format.countryName(values.nationality) : '';
      case 'watchlist':
      case 'networkPlayer':
        return values[field] ? t('filters.yes') : t('filters.no');
      default:
        return values[field];
    }
  };
}

function EditPlayerForm({ player, me, actor }: { player: Player; me: Me | null; actor: Actor | null }) {
  const { t } = useTranslation('players');
  const router = useRouter();
  const queryClient = useQueryClient();
  const clubs = useClubOptions(me, canSome(actor, 'club.list'));
  const update = useUpdatePlayer();
  const saved = useSavedNotice();
  const valueText = useFormValueText();
  const scoped = grantOf(actor, 'player.editDetails') === 'scoped';
  // The version the edit is based on: the player as loaded, or the newer one
  // a conflict brought in (the user's edits rebased onto it, decision 262).
  const [base, setBase] = useState(player);
  const [conflict, setConflict] = useState<{ changes: ConflictChange[] | null } | null>(null);
  const form = usePlayerForm(playerToFormValues(player), { clubRequired: scoped });
  const title = t('form.editTitleNamed', { name: fullName(base) });

  if (!can(actor, 'player.editDetails', { clubId: player.clubId })) {
    return (
      <Page title={title} size="lg">
        <NotAllowed />
      </Page>
    );
  }

  const label = (field: PlayerFormField) =>
    field === 'clubId' ? t('fields.club') : t(`fields.${field}`, { org: appConfig.orgName });

  const showConflict = async () => {
    setConflict({ changes: null });
    let latest: Player;
    try {
      latest = await queryClient.fetchQuery({ ...playerQueryOptions(base.id), staleTime: 0 });
    } catch (cause) {
      // Their version cannot be loaded (deleted, offline): the form says why.
      setConflict(null);
      throw cause;
    }
    setBase(latest);
    setConflict({
      changes: rebaseForm(form, PLAYER_FORM_FIELDS, playerToFormValues(base), playerToFormValues(latest), {
        label,
        text: (field, values) => valueText(field, values, clubs.clubs),
      }),
    });
  };

  const takeTheirs = () => {
    form.setValues(playerToFormValues(base));
    form.clearErrors();
    setConflict(null);
  };

  return (
    <Page title={title} size="lg">
      <PlayerForm
        form={form}
        {...clubProps(clubs, scoped)}
        photoUrl={base.photoUrl}
        submitLabel={t('form.save')}
        onSubmit={async (input) => {
          // Only what changed, with the version it is based on (409 when stale).
          const baseline = validatePlayerForm(playerToFormValues(base));
          const changes = baseline.ok
            ? playerChanges(baseline.player, input, base.version)
            : { ...input, version: base.version };
          try {
            saved(await update.mutateAsync({ id: base.id, changes }));
          } catch (cause) {
            if (!(isApiError(cause) && cause.code === 'CONFLICT')) throw cause;
            await showConflict();
          }
        }}
        onCancel={() => router.history.back()}
        notice={
          conflict ? (
            <ConflictNotice
              message={t('conflict.formMessage')}
              changes={conflict.changes}
              onTakeTheirs={takeTheirs}
              busy={form.submitting}
              data-testid="player-conflict"
            />
          ) : undefined
        }
      />
    </Page>
  );
}
