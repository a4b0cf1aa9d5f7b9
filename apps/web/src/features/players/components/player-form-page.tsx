import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { can, canSome, grantOf, type Actor, type Me, type Player } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/get-me';
import { toActor } from '../../../lib/auth/use-actor';
import { useClubOptions } from '../api/club-options';
import { useCreatePlayer } from '../api/create-player';
import { usePlayer } from '../api/get-player';
import { useUpdatePlayer } from '../api/update-player';
import { fullName } from '../../../lib/format';
import { emptyPlayerForm, playerChanges, playerToFormValues, validatePlayerForm } from '../player-form-values';
import { playerCardHref } from './player-href';
import { PlayerForm } from './player-form';

const addRoute = getRouteApi('/addplayer');
const editRoute = getRouteApi('/player/$playerId/edit');

function useFormContext() {
  const me = useMe();
  const actor = toActor(me);
  const mayListClubs = canSome(actor, 'club.list');
  const clubs = useClubOptions(me, mayListClubs);
  return { me, actor, clubs, scoped: grantOf(actor, 'player.create') === 'scoped' };
}

function useSavedNotice() {
  const { t } = useTranslation('players');
  const router = useRouter();
  return (player: Player) => {
    notifications.show({ color: 'green', message: t('form.saved') });
    void router.navigate({ href: playerCardHref(player.id) });
  };
}

function NotAllowed() {
  const { t } = useTranslation('players');
  return (
    <Alert color="orange" icon={<IconAlertCircle aria-hidden />} data-testid="player-form-forbidden">
      {t('form.notAllowed')}
    </Alert>
  );
}

/** /addplayer (?clubId= preselects a club): levels 0–1, and level 3 for their own clubs. */
export function AddPlayerPage() {
  const { t } = useTranslation('players');
  const { clubId } = addRoute.useSearch();
  const router = useRouter();
  const { actor, clubs, scoped } = useFormContext();
  const create = useCreatePlayer();
  const saved = useSavedNotice();
  const mayCreate = canSome(actor, 'player.create');
  // Level 3 gets their own club preselected when they have exactly one.
  const ownOnly = actor && scoped && actor.clubIds.length === 1 ? actor.clubIds[0]! : null;
  const initialClub = clubId && (!scoped || actor?.clubIds.includes(clubId)) ? clubId : ownOnly;

  return (
    <Page title={t('form.addTitle')} size="lg">
      {!mayCreate ? (
        <NotAllowed />
      ) : (
        <PlayerForm
          initial={emptyPlayerForm(initialClub)}
          clubs={clubs.clubs}
          clubsLoading={clubs.loading}
          clubRequired={scoped}
          allowNoClub={!scoped}
          submitLabel={t('form.create')}
          onSubmit={async (input) => saved(await create.mutateAsync(input))}
          onCancel={() => router.history.back()}
        />
      )}
    </Page>
  );
}

/** /player/{id}/edit: levels 0–1, and level 3 for their own clubs' players; saves with `version`. */
export function EditPlayerPage() {
  const { t } = useTranslation('players');
  const { errorMessage } = useErrorMessages();
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
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(player.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void player.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Page>
    );
  }
  return <EditPlayerForm key={player.data.id} player={player.data} me={me} actor={actor} />;
}

function EditPlayerForm({ player, me, actor }: { player: Player; me: Me | null; actor: Actor | null }) {
  const { t } = useTranslation('players');
  const router = useRouter();
  const clubs = useClubOptions(me, canSome(actor, 'club.list'));
  const update = useUpdatePlayer();
  const saved = useSavedNotice();
  const scoped = grantOf(actor, 'player.editDetails') === 'scoped';
  // The form starts from the player as loaded; a newer version (another
  // user's save, seen after a conflict) is offered, never merged silently.
  const [base, setBase] = useState(player);
  const [formKey, setFormKey] = useState(0);
  const title = t('form.editTitleNamed', { name: fullName(base) });

  if (!can(actor, 'player.editDetails', { clubId: player.clubId })) {
    return (
      <Page title={title} size="lg">
        <NotAllowed />
      </Page>
    );
  }

  const initial = playerToFormValues(base);
  const baseline = validatePlayerForm(initial);
  const newer = player.version !== base.version;

  return (
    <Page title={title} size="lg">
      <PlayerForm
        key={formKey}
        initial={initial}
        clubs={clubs.clubs}
        clubsLoading={clubs.loading}
        clubRequired={scoped}
        allowNoClub={!scoped}
        photoUrl={base.photoUrl}
        submitLabel={t('form.save')}
        onSubmit={async (input) => {
          // Only what changed, with the version it is based on (409 when stale).
          const changes = baseline.ok
            ? playerChanges(baseline.player, input, base.version)
            : { ...input, version: base.version };
          try {
            saved(await update.mutateAsync({ id: base.id, changes }));
          } catch (cause) {
            // The conflict notification is the hook's; the form keeps the user's input.
            if (isApiError(cause) && cause.code === 'CONFLICT') return;
            throw cause;
          }
        }}
        onCancel={() => router.history.back()}
        notice={
          newer ? (
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="status" data-testid="player-conflict">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('conflict.formMessage')}</Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => {
                    setBase(player);
                    setFormKey((key) => key + 1);
                  }}
                >
                  {t('conflict.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : undefined
        }
      />
    </Page>
  );
}
