import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TieBreak, TournamentType } from '../../../entities/tournament/tournament-types';
import { TournamentTypeIcon } from '../../../entities/tournament/tournament-type-icon';
import classes from './setup.module.css';
import type { BasicsDraft } from './setup-draft';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';

const TYPES: readonly TournamentType[] = ['groupStage', 'roundRobin', 'scouting'];

interface BasicsFieldsProps {
  value: BasicsDraft;
  onChange: (next: BasicsDraft) => void;
  /** Field → translated problem. */
  errors: Partial<Record<keyof BasicsDraft, string | undefined>>;
  /** The add page asks only for name, type, dates and place; the setup adds title and tie-break. */
  full?: boolean;
}

/** Name, type (as pictures), dates and place; title and tie-break in the setup. */
export function BasicsFields({ value, onChange, errors, full = false }: BasicsFieldsProps) {
  const { t } = useTranslation('tournaments');
  const set = <K extends keyof BasicsDraft>(key: K, next: BasicsDraft[K]) => onChange({ ...value, [key]: next });
  const typeLabelId = useId();

  return (
    <Stack gap="md">
      <TextInput
        label={t('setup.basics.name')}
        value={value.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        maxLength={120}
        required
        error={errors.name}
        data-autofocus
      />
      <Radio.Group
        value={value.type}
        onChange={(next) => set('type', next as TournamentType)}
        label={<span id={typeLabelId}>{t('setup.basics.type')}</span>}
        required
        error={errors.type}
      >
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm" mt="xs">
          {TYPES.map((type) => (
            <Radio.Card key={type} value={type} className={classes.typeCard} data-testid={`type-${type}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Group gap={6} wrap="nowrap">
                    <TournamentTypeIcon type={type} size={20} />
                    <Text fw={600}>{t(`setup.types.${type}.label`)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t(`setup.types.${type}.description`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput
          type="date"
          label={t('setup.basics.dateFrom')}
          value={value.dateFrom}
          onChange={(event) => set('dateFrom', event.currentTarget.value)}
          required
          error={errors.dateFrom}
        />
        <TextInput
          type="date"
          label={t('setup.basics.dateTo')}
          value={value.dateTo}
          min={value.dateFrom || undefined}
          onChange={(event) => set('dateTo', event.currentTarget.value)}
          required
          error={errors.dateTo}
        />
      </SimpleGrid>
      <TextInput
        label={t('setup.basics.location')}
        value={value.location}
        onChange={(event) => set('location', event.currentTarget.value)}
        maxLength={200}
      />
      {full && (
        <>
          <TextInput
            label={t('setup.basics.title')}
            description={t('setup.basics.titleHelp')}
            value={value.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={200}
          />
          <LabelledSegmentedControl
            label={t('setup.basics.tieBreak')}
            description={t(value.tieBreak === 'FIFA' ? 'setup.basics.tieBreakFifa' : 'setup.basics.tieBreakUefa')}
            value={value.tieBreak}
            onChange={(next) => set('tieBreak', next as TieBreak)}
            data={[
              { value: 'FIFA', label: 'FIFA' },
              { value: 'UEFA', label: 'UEFA' },
            ]}
            w="fit-content"
          />
        </>
      )}
    </Stack>
  );
}
