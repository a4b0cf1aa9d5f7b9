import { Alert, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { checkKitClash } from '@touchline/core';
import { useTranslation } from 'react-i18next';

interface KitClashNoticeProps {
  shirt: string;
  /** The team's own shorts: a suggestion never clashes with them. */
  shorts?: string;
  opponent: { name: string; shirt: string; shorts: string };
  onUse: (colour: string) => void;
}

/** Warns when both shirts look alike (core's OKLab distance, decision 042) and offers a colour that does not. */
export function KitClashNotice({ shirt, shorts, opponent, onUse }: KitClashNoticeProps) {
  const { t } = useTranslation('formations');
  const check = checkKitClash(shorts === undefined ? { shirt } : { shirt, shorts }, {
    shirt: opponent.shirt,
    shorts: opponent.shorts,
  });
  if (!check.clash) return null;
  return (
    <Alert color="yellow" icon={<IconShirt aria-hidden />} role="alert" data-testid="kit-clash">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={500}>
          {t('lineup.kitClash', { team: opponent.name })}
        </Text>
        {check.suggestion && (
          <Group gap="xs">
            <Text size="sm">{t('lineup.suggestion')}</Text>
            <ColorSwatch color={check.suggestion} size={20} aria-hidden />
            <Button size="xs" variant="default" onClick={() => onUse(check.suggestion!)} data-testid="use-suggestion">
              {/* A colour by its name (the alternatives are named in every language), not its hex code. */}
              {t('lineup.useSuggestion', {
                colour: t(`lineup.colourNames.${check.suggestion.slice(1)}`, { defaultValue: check.suggestion }),
              })}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
