import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { canSome, grantOf, type Player } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/auth/get-me';
import { toActor } from '../../../lib/auth/use-actor';
import { useClubOptions, type ClubOptions } from '../api/club-options';
import { useCreatePlayer } from '../api/create-player';
import { emptyPlayerForm } from '../player-form-values';
import { playerCardHref } from './player-href';
import { PlayerForm, usePlayerForm } from './player-form';

const addRoute = getRouteApi('/addplayer');

/** Who is adding or editing, their club choices, and whether they are limited to their own clubs. */
export function useFormContext() {
  const me = useMe();
  const actor = toActor(me);
  const mayListClubs = canSome(actor, 'club.list');
  const clubs = useClubOptions(me, mayListClubs);
  return { me, actor, clubs, scoped: grantOf(actor, 'player.create') === 'scoped' };
}

/** The form's club choice: a scoped user (own clubs only) must pick one of them, others may leave it empty. */
export function clubProps(clubs: ClubOptions, scoped: boolean) {
  return { clubs: clubs.clubs, clubsLoading: clubs.loading, clubRequired: scoped, allowNoClub: !scoped };
}

export function useSavedNotice() {
  const { t } = useTranslation('players');
  const router = useRouter();
  return (player: Player) => {
    notifications.show({ color: 'green', message: t('form.saved') });
    void router.navigate({ href: playerCardHref(player.id) });
  };
}

export function NotAllowed() {
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
  const form = usePlayerForm(emptyPlayerForm(initialClub), { clubRequired: scoped });

  return (
    <Page title={t('form.addTitle')} size="lg">
      {!mayCreate ? (
        <NotAllowed />
      ) : (
        <PlayerForm
          form={form}
          {...clubProps(clubs, scoped)}
          submitLabel={t('form.create')}
          onSubmit={async (input) => saved(await create.mutateAsync(input))}
          onCancel={() => router.history.back()}
        />
      )}
    </Page>
  );
}
