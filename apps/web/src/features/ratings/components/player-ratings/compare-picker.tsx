import { Input, Loader } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Player } from '@touchline/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../../../components/lazy-panel';
import { afterPageLoad } from '../../../../lib/after-page-load';

interface PickerTexts {
  label: string;
  description: string;
  placeholder: string;
}

/**
 * The player search (Mantine's Select, Combobox and ScrollArea) is on the
 * card only for comparing, which few visitors do (decision 331). It loads
 * once the page is idle, or when the pointer or focus reaches the field, and
 * at the latest on the first click; until then a stand-in of the same look
 * holds its place.
 */
const PlayerSearchSelect = lazyPanel(
  () => import('../player-search-select').then((module) => module.PlayerSearchSelect),
  {
    loading: ({ label = '', description = '', placeholder = '' }) => (
      <CompareStandIn label={label} description={description} placeholder={placeholder} loading />
    ),
  },
);

interface ComparePickerProps {
  /** The card's own player and those already on the radar. */
  excludeIds: readonly string[];
  onPick: (player: Player) => void;
  max: number;
}

/** "Compare with": a stand-in field that becomes the player search when first used, with the focus in it. */
export function ComparePicker({ excludeIds, onPick, max }: ComparePickerProps) {
  const { t } = useTranslation('card');
  const [started, setStarted] = useState(false);
  const texts: PickerTexts = {
    label: t('ratings.compareLabel'),
    description: t('ratings.compareHelp', { max }),
    placeholder: t('ratings.comparePlaceholder'),
  };

  // Loaded ahead, a click replaces the stand-in at once, still inside the tap: a phone then opens its keyboard.
  useEffect(() => {
    afterPageLoad(PlayerSearchSelect.preload);
  }, []);

  if (!started) {
    return <CompareStandIn {...texts} onStart={() => setStarted(true)} onPreload={PlayerSearchSelect.preload} />;
  }
  return (
    <PlayerSearchSelect
      {...texts}
      value={null}
      onChange={(player) => player && onPick(player)}
      required={false}
      excludeIds={excludeIds}
      detailsVisibleOnly
      autoFocus
      data-testid="radar-compare-search"
    />
  );
}

interface CompareStandInProps extends PickerTexts {
  onStart?: () => void;
  onPreload?: () => void;
  /** Clicked before the search's code arrived: it says so until the search takes its place. */
  loading?: boolean;
}

/**
 * Looks like the search field (label, description, placeholder, chevron) and
 * is a button labelled as the field: a click, Enter or Space starts the
 * search.
 */
function CompareStandIn({ label, description, placeholder, onStart, onPreload, loading }: CompareStandInProps) {
  return (
    <Input.Wrapper label={label} description={description}>
      <Input
        component="button"
        type="button"
        pointer
        onClick={onStart}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-busy={loading}
        rightSection={loading ? <Loader size="xs" /> : <IconChevronDown size={16} aria-hidden />}
        rightSectionPointerEvents="none"
        data-testid="radar-compare-start"
      >
        <Input.Placeholder>{placeholder}</Input.Placeholder>
      </Input>
    </Input.Wrapper>
  );
}
