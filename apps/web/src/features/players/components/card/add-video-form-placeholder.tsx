import { Box, Button, Group, Input, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './player-card.module.css';

/**
 * Holds the add-video form's place while its code loads (decision 331): the
 * form's own layout, with its heading, labels, button texts and hint, and
 * skeletons over the inputs and buttons. Being the same shape at every width
 * (the fields wrap the same way), nothing below it moves when the form
 * arrives. Keep it in step with `AddVideoForm`.
 */
export function AddVideoFormPlaceholder() {
  const { t } = useTranslation('card');
  return (
    <Box className={classes.noPrint} aria-busy data-testid="add-video-loading">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('videos.addTitle')}
        </Title>
        {/* Not yet usable: out of the tab order and of what a screen reader reads (inert; aria-hidden says it outright). */}
        <Stack gap="xs" inert aria-hidden>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <FieldPlaceholder label={t('videos.url')} required flex="2 1 14rem" />
            <FieldPlaceholder label={t('videos.linkTitle')} flex="1 1 10rem" />
          </Group>
          <Group gap="xs">
            <Skeleton radius="md" w="auto">
              <Button leftSection={<IconLink size={16} aria-hidden />}>{t('videos.addLink')}</Button>
            </Skeleton>
            <Skeleton radius="md" w="auto">
              <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                {t('videos.upload')}
              </Button>
            </Skeleton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('videos.uploadHint')}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/** A text input's label above a skeleton of the input's height (36 px, Mantine's `sm`). */
function FieldPlaceholder({ label, required, flex }: { label: string; required?: boolean; flex: string }) {
  return (
    <Input.Wrapper label={label} required={required} labelElement="div" style={{ flex }}>
      <Skeleton height={36} radius="md" />
    </Input.Wrapper>
  );
}
