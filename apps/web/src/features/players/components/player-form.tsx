import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  FEET,
  MAX_HEIGHT_CM,
  PLAYER_AGE_MAX,
  PLAYER_AGE_MIN,
  POSITIONS,
  type Club,
  type CreatePlayer,
  type FieldErrorCode,
} from '@touchline/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { usePlayerFormat } from '../../../lib/player-format';
import {
  PLAYER_FORM_FIELDS,
  serverFieldErrors,
  validatePlayerForm,
  type PlayerFormErrors,
  type PlayerFormField,
  type PlayerFormValues,
} from '../player-form-values';
import { CountrySelect } from './country-select';
import { PlayerPreviewCard } from './player-preview-card';

interface PlayerFormProps {
  initial: PlayerFormValues;
  clubs: Club[];
  clubsLoading: boolean;
  /** Level 3 creates and edits players of their own clubs only: a club is required. */
  clubRequired: boolean;
  /** Players without a club may be chosen (levels 0–1). */
  allowNoClub: boolean;
  photoUrl?: string | null;
  submitLabel: string;
  onSubmit: (player: CreatePlayer) => Promise<unknown>;
  onCancel: () => void;
  /** Shown above the buttons (e.g. the conflict notice). */
  notice?: ReactNode;
}

const inputId = (field: PlayerFormField) => `player-${field}`;

/**
 * The player form with inline validation (core's schema, the texts of docs/product/players-and-clubs.md)
 * and a live preview card beside it (below it on phones). Server field codes
 * land on the same inputs.
 */
export function PlayerForm({
  initial,
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
  const { errorMessage, fieldMessage } = useErrorMessages();
  const format = usePlayerFormat();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<PlayerFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PlayerFormErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const check = validatePlayerForm(values, { clubRequired });
  const clientErrors = check.ok ? {} : check.errors;

  const set = <F extends PlayerFormField>(field: F, value: PlayerFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const touch = (field: PlayerFormField) => setTouched((previous) => ({ ...previous, [field]: true }));

  const message = (field: PlayerFormField, code: FieldErrorCode): string => {
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
    return fieldMessage(code);
  };
  const error = (field: PlayerFormField): string | undefined => {
    const server = serverErrors[field];
    if (server) return message(field, server);
    const client = clientErrors[field];
    return client && (submitted || touched[field]) ? message(field, client) : undefined;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!check.ok) {
      const first = PLAYER_FORM_FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(check.player);
    } catch (cause) {
      const fields = isApiError(cause) ? serverFieldErrors(cause.fields) : {};
      setServerErrors(fields);
      setFailure(cause);
      const first = PLAYER_FORM_FIELDS.find((field) => fields[field]);
      if (first) document.getElementById(inputId(first))?.focus();
    } finally {
      setSaving(false);
    }
  };

  const clubName = clubs.find((club) => club.id === values.clubId)?.name ?? null;
  const positionOptions = POSITIONS.map((position) => ({
    value: position,
    label: `${format.positionShort(position)} – ${format.positionLabel(position)}`,
  }));
  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} data-testid="player-form">
          <Stack gap="md">
            <Fieldset legend={t('form.sections.person')}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
                <TextInput
                  id={inputId('firstName')}
                  label={t('fields.firstName')}
                  required
                  value={values.firstName}
                  onChange={(event) => set('firstName', event.currentTarget.value)}
                  onBlur={() => touch('firstName')}
                  error={error('firstName')}
                  maxLength={80}
                  autoComplete="off"
                />
                <TextInput
                  id={inputId('lastName')}
                  label={t('fields.lastName')}
                  required
                  value={values.lastName}
                  onChange={(event) => set('lastName', event.currentTarget.value)}
                  onBlur={() => touch('lastName')}
                  error={error('lastName')}
                  maxLength={80}
                  autoComplete="off"
                />
                <TextInput
                  id={inputId('birthday')}
                  type="date"
                  label={t('fields.birthday')}
                  value={values.birthday}
                  onChange={(event) => set('birthday', event.currentTarget.value)}
                  onBlur={() => touch('birthday')}
                  error={error('birthday')}
                />
                <CountrySelectField
                  value={values.nationality}
                  onChange={(code) => set('nationality', code)}
                  error={error('nationality')}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.sections.club')}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
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
                  value={values.clubId}
                  onChange={(value) => set('clubId', value || null)}
                  onBlur={() => touch('clubId')}
                  error={error('clubId')}
                  disabled={clubsLoading && clubs.length === 0}
                  description={allowNoClub ? t('form.noClubHint') : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data-testid="player-club"
                />
                <TextInput
                  id={inputId('backNumberDefault')}
                  label={t('fields.backNumberDefault')}
                  {...numeric}
                  value={values.backNumberDefault}
                  onChange={(event) => set('backNumberDefault', event.currentTarget.value)}
                  onBlur={() => touch('backNumberDefault')}
                  error={error('backNumberDefault')}
                  maxLength={4}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.sections.play')}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
                <Select
                  id={inputId('position')}
                  label={t('fields.position')}
                  placeholder={t('form.none')}
                  clearable
                  data={positionOptions}
                  value={values.position}
                  onChange={(value) => set('position', (value || null) as PlayerFormValues['position'])}
                  error={error('position')}
                  data-testid="player-position"
                />
                <MultiSelect
                  id={inputId('sidePositions')}
                  label={t('fields.sidePositions')}
                  placeholder={values.sidePositions.length === 0 ? t('form.none') : undefined}
                  clearable
                  data={positionOptions.filter((option) => option.value !== values.position)}
                  value={values.sidePositions.filter((position) => position !== values.position)}
                  onChange={(value) => set('sidePositions', value as PlayerFormValues['sidePositions'])}
                  error={error('sidePositions')}
                  data-testid="player-side-positions"
                />
                <Select
                  id={inputId('foot')}
                  label={t('fields.foot')}
                  placeholder={t('form.none')}
                  clearable
                  data={FEET.map((foot) => ({ value: foot, label: format.footLabel(foot) }))}
                  value={values.foot}
                  onChange={(value) => set('foot', (value || null) as PlayerFormValues['foot'])}
                  error={error('foot')}
                />
                <TextInput
                  id={inputId('height')}
                  label={t('fields.height')}
                  {...numeric}
                  rightSection={<span aria-hidden>cm</span>}
                  value={values.height}
                  onChange={(event) => set('height', event.currentTarget.value)}
                  onBlur={() => touch('height')}
                  error={error('height')}
                  maxLength={6}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.sections.scouting')}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
                  <TextInput
                    id={inputId('valueEur')}
                    label={t('fields.valueEur')}
                    {...numeric}
                    leftSection={<span aria-hidden>€</span>}
                    value={values.valueEur}
                    onChange={(event) => set('valueEur', event.currentTarget.value)}
                    onBlur={() => touch('valueEur')}
                    error={error('valueEur')}
                    maxLength={16}
                  />
                  <TextInput
                    id={inputId('targetLeague')}
                    label={t('fields.targetLeague')}
                    value={values.targetLeague}
                    onChange={(event) => set('targetLeague', event.currentTarget.value)}
                    onBlur={() => touch('targetLeague')}
                    error={error('targetLeague')}
                    maxLength={120}
                  />
                </SimpleGrid>
                <Checkbox
                  id={inputId('watchlist')}
                  label={t('fields.watchlist')}
                  checked={values.watchlist}
                  onChange={(event) => set('watchlist', event.currentTarget.checked)}
                  error={error('watchlist')}
                />
                <Checkbox
                  id={inputId('networkPlayer')}
                  label={t('fields.networkPlayer', { org: appConfig.orgName })}
                  checked={values.networkPlayer}
                  onChange={(event) => set('networkPlayer', event.currentTarget.checked)}
                  error={error('networkPlayer')}
                />
              </Stack>
            </Fieldset>

            {failure !== null && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="player-form-error">
                {errorMessage(failure)}
              </Alert>
            )}
            {notice}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={saving} data-testid="player-save">
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
        <div
          style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}
        >
          <PlayerPreviewCard values={values} clubName={clubName} photoUrl={photoUrl} />
        </div>
      </Grid.Col>
    </Grid>
  );
}

function CountrySelectField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('players');
  return (
    <CountrySelect
      id={inputId('nationality')}
      label={t('fields.nationality')}
      placeholder={t('form.pickCountry')}
      value={value}
      onChange={onChange}
      error={error}
      data-testid="player-nationality"
    />
  );
}
