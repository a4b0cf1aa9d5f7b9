import { VisuallyHidden } from '@mantine/core';

/** Says `text` to screen readers when it changes (a shirt moved on the pitch), without showing it. */
export function LiveRegion({ text }: { text: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic data-testid="pitch-announcer">
      {text}
    </VisuallyHidden>
  );
}
