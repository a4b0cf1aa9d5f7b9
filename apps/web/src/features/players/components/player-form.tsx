import { Button, Card, Checkbox, Fieldset, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FEET,
  MAX_HEIGHT_CM,
  MAX_PLAYER_NAME_LENGTH,
  PLAYER_AGE_MAX,
  PLAYER_AGE_MIN,
  POSITIONS,
  type Club,
  type CreatePlayer,
  type FieldErrorCode,
} from '@touchline/core';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { lazyPanel } from '../../../components/lazy-panel';
import { appConfig } from '../../../lib/app-config';
import { setServerFieldErrors, useCodedForm, useDeferredSubmit } from '../../../lib/forms/use-coded-form';
import { usePlayerFormat } from '../../../lib/player-format';
import {
  PLAYER_FORM_FIELDS,
  playerSchema,
  validatePlayerForm,
  type PlayerFormField,
  type PlayerFormValues,
} from '../player-form-values';
import { CountrySelect } from './country-select';
import classes from './player-form.module.css';
import { SidePositionChips } from './side-position-chips';

export type PlayerFormController = UseFormReturnType<PlayerFormValues>;

/** The player form's sentences where they say more than `errors:fields.<code>` (docs/product/players-and-clubs.md). */
function playerFieldMessage(t: TFunction<'players'>, field: string, code: FieldErrorCode): string | undefined {
  if (field === 'height' && code === 'TOO_BIG') return t('form.errors.heightTooBig', { max: MAX_HEIGHT_CM });
  if (field === 'height' && code === 'TOO_SMALL') return t('form.errors.heightTooSmall');
  if (field === 'backNumberDefault' && (code === 'TOO_BIG' || code === 'TOO_SMALL'))
    return t('form.errors.backNumberRange');
  if (field === 'valueEur' && (code === 'TOO_BIG' || code === 'TOO_SMALL')) return t('form.errors.valueRange');
  if (field === 'birthday' && code === 'INVALID_FORMAT') return t('form.errors.birthdayFormat');
  if (field === 'birthday' && (code === 'TOO_BIG' || code === 'TOO_SMALL'))
    return t('form.errors.birthdayRange', { min: PLAYER_AGE_MIN, max: PLAYER_AGE_MAX });
  if ((field === 'firstName' || field === 'lastName' || field === 'targetLeague') && code === 'INVALID_FORMAT')
    return t('form.errors.invalidCharacters');
  if ((field === 'firstName' || field === 'lastName' || field === 'targetLeague') && code === 'TOO_BIG')
    return t('form.errors.tooLong');
  return undefined;
}

/**
 * The player form's state (lib/forms, decision 262): core's createPlayerSchema
 * over the typed values, checked per field on blur and in full on submit.
 * The page owns it, so a conflict can rebase it onto a newer version.
 */
export function usePlayerForm(initial: PlayerFormValues, { clubRequired }: { clubRequired: boolean }) {
  const { t } = useTranslation('players');
  return useCodedForm<PlayerFormValues>({
    initialValues: initial,
    validate: (values) => {
      const check = validatePlayerForm(values, { clubRequired });
      return check.ok ? {} : check.errors;
    },
    validateInputOnBlur: true,
    message: (field, code) => playerFieldMessage(t, field, code),
  });
}

interface PlayerFormProps {
  form: PlayerFormController;
  clubs: Club[];
  clubsLoading: boolean;
  /** Level 3 creates and edits players of their own clubs only: a club is required. */
  clubRequired: boolean;
  /** Players without a club may be chosen (levels 0–1). */
  allowNoClub: boolean;
  photoUrl?: string | null;
  submitLabel: string;
  /** Saves; a rejection with field codes puts them on the inputs, any other shows an alert. */
  onSubmit: (player: CreatePlayer) => Promise<unknown>;
  onCancel: () => void;
  /** Shown above the buttons (e.g. the conflict notice). */
  notice?: ReactNode;
}

const inputId = (field: PlayerFormField) => `player-${field}`;

const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };

/** The card's height with its facts, so the form does not move when it arrives. */
const PREVIEW_HEIGHT = 305;

/**
 * The live preview loads after the form (decision 328): on a phone it sits
 * below the form, and beside it on a wide screen an empty frame of its size
 * holds its place for the moment it takes. Its code (the card, Avatar,
 * badges) is then not part of what the page waits for.
 */
const PlayerPreviewCard = lazyPanel(() => import('./player-preview-card').then((module) => module.PlayerPreviewCard), {
  loading: () => <Card withBorder radius="md" mih={PREVIEW_HEIGHT} aria-busy data-testid="player-preview-loading" />,
});

function focusFirst(errors: Partial<Record<string, unknown>>): void {
  const first = PLAYER_FORM_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(inputId(first))?.focus();
}

/**
 * The player form with inline validation (core's schema, the texts of docs/product/players-and-clubs.md)
 * and a live preview card beside it (below it on phones). Server field codes
 * land on the same inputs.
 */
export function PlayerForm({
  form,
  clubs,
  clubsLoading,
  clubRequired,
  allowNoClub,
  photoUrl,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
}: PlayerFormProps) {
  const { t } = useTranslation('players');
  const [failure, setFailure] = useState<unknown>(null);
  const values = form.getValues();

  const handleSubmit = form.onSubmit(async (submitted) => {
    const check = validatePlayerForm(submitted, { clubRequired });
    if (!check.ok) return;
    setFailure(null);
    try {
      await onSubmit(check.player);
    } catch (cause) {
      setFailure(cause);
      focusFirst(setServerFieldErrors(form, cause));
    }
  }, focusFirst);
  // The schema downloads at the form's first use (decisions 288, 335); a submit before it arrives waits, the button spinning.
  const { formProps, checking } = useDeferredSubmit(playerSchema, handleSubmit);

  const clubName = clubs.find((club) => club.id === values.clubId)?.name ?? null;
  // Off: a browser would offer the user's own name for the player's.
  const nameRules = { required: true, maxLength: MAX_PLAYER_NAME_LENGTH, autoComplete: 'off' };

  return (
    <div className={classes.layout}>
      <div>
        <form noValidate {...formProps} data-testid="player-form">
          <Stack gap="md">
            <Fieldset legend={t('form.sections.person')}>
              <div className={classes.fields}>
                <TextInput
                  id={inputId('firstName')}
                  label={t('fields.firstName')}
                  {...nameRules}
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  id={inputId('lastName')}
                  label={t('fields.lastName')}
                  {...nameRules}
                  {...form.getInputProps('lastName')}
                />
                <TextInput
                  id={inputId('birthday')}
                  type="date"
                  label={t('fields.birthday')}
                  {...form.getInputProps('birthday')}
                />
                <CountrySelectField {...form.getInputProps('nationality')} value={values.nationality} />
              </div>
            </Fieldset>

            <Fieldset legend={t('form.sections.club')}>
              <div className={classes.fields}>
                <Select
                  id={inputId('clubId')}
                  label={t('fields.club')}
                  required={clubRequired}
                  placeholder={allowNoClub ? t('form.noClub') : t('form.pickClub')}
                  searchable
                  clearable={allowNoClub}
                  nothingFoundMessage={t('form.noClubsFound')}
                  data={clubs
                    .map((club) => ({ value: club.id, label: club.name }))
                    .sort((a, b) => a.label.localeCompare(b.label))}
                  {...form.getInputProps('clubId')}
                  onChange={(value) => form.setFieldValue('clubId', value || null)}
                  disabled={clubsLoading && clubs.length === 0}
                  description={allowNoClub ? t('form.noClubHint') : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data-testid="player-club"
                />
                <TextInput
                  id={inputId('backNumberDefault')}
                  label={t('fields.backNumberDefault')}
                  {...numeric}
                  {...form.getInputProps('backNumberDefault')}
                  maxLength={4}
                />
              </div>
            </Fieldset>

            <PlayFields form={form} />

            <ScoutingFields form={form} />

            {failure !== null && <RequestError error={failure} data-testid="player-form-error" />}
            {notice}
            <DialogActions cancelLabel={t('form.cancel')} onCancel={onCancel} pending={form.submitting}>
              <Button type="submit" loading={form.submitting || checking} data-testid="player-save">
                {submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </div>
      <div>
        <div className={classes.preview}>
          <PlayerPreviewCard values={values} clubName={clubName} photoUrl={photoUrl} />
        </div>
      </div>
    </div>
  );
}

/** Position, foot, height and side positions. */
function PlayFields({ form }: { form: PlayerFormController }) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  const values = form.getValues();
  const positionOptions = POSITIONS.map((position) => ({
    value: position,
    label: `${format.positionShort(position)} – ${format.positionLabel(position)}`,
  }));
  return (
    <Fieldset legend={t('form.sections.play')}>
      <div className={classes.fields}>
        <Select
          id={inputId('position')}
          label={t('fields.position')}
          placeholder={t('form.none')}
          clearable
          data={positionOptions}
          {...form.getInputProps('position')}
          onChange={(value) => form.setFieldValue('position', (value || null) as PlayerFormValues['position'])}
          data-testid="player-position"
        />

        <Select
          id={inputId('foot')}
          label={t('fields.foot')}
          placeholder={t('form.none')}
          clearable
          data={FEET.map((foot) => ({ value: foot, label: format.footLabel(foot) }))}
          {...form.getInputProps('foot')}
          onChange={(value) => form.setFieldValue('foot', (value || null) as PlayerFormValues['foot'])}
        />
        <TextInput
          id={inputId('height')}
          label={t('fields.height')}
          {...numeric}
          rightSection={<span aria-hidden>cm</span>}
          {...form.getInputProps('height')}
          maxLength={6}
        />
      </div>
      <SidePositionChips
        id={inputId('sidePositions')}
        mainPosition={values.position}
        value={values.sidePositions}
        onChange={(value) => form.setFieldValue('sidePositions', value)}
        error={form.getInputProps('sidePositions').error as ReactNode}
      />
    </Fieldset>
  );
}

/** Market value, target league, watchlist and network player. */
function ScoutingFields({ form }: { form: PlayerFormController }) {
  const { t } = useTranslation('players');
  return (
    <Fieldset legend={t('form.sections.scouting')}>
      <Stack gap="sm">
        <div className={classes.fields}>
          <TextInput
            id={inputId('valueEur')}
            label={t('fields.valueEur')}
            {...numeric}
            leftSection={<span aria-hidden>€</span>}
            {...form.getInputProps('valueEur')}
            maxLength={16}
          />
          <TextInput
            id={inputId('targetLeague')}
            label={t('fields.targetLeague')}
            {...form.getInputProps('targetLeague')}
            maxLength={120}
          />
        </div>
        <Checkbox
          id={inputId('watchlist')}
          label={t('fields.watchlist')}
          {...form.getInputProps('watchlist', { type: 'checkbox' })}
        />
        <Checkbox
          id={inputId('networkPlayer')}
          label={t('fields.networkPlayer', { org: appConfig.orgName })}
          {...form.getInputProps('networkPlayer', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

function CountrySelectField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('players');
  return (
    <CountrySelect
      id={inputId('nationality')}
      label={t('fields.nationality')}
      placeholder={t('form.pickCountry')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      data-testid="player-nationality"
    />
  );
}
