import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { Player } from '@touchline/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { playerCardPdfUrl, useDownloadPlayerCardPdf } from '../../api/player-card-pdf';
import classes from './player-card.module.css';

/** `<firstName>-<lastName>.pdf`, as the server names it. */
export function pdfFileName(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return `${player.firstName}-${player.lastName}.pdf`.replace(/\s+/g, '-');
}

/**
 * "Download PDF": a real link to the PDF (a new tab or "save link as" work
 * too); a plain click fetches it in the page to show a pending state and a
 * translated error instead of a broken download.
 */
export function DownloadPdfButton({ player }: { player: Player }) {
  const { t } = useTranslation('card');
  const { errorMessage } = useErrorMessages();
  const download = useDownloadPlayerCardPdf();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (download.isPending) return;
    download.mutate(
      { playerId: player.id, fallbackName: pdfFileName(player) },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  };

  return (
    <Button
      component="a"
      href={playerCardPdfUrl(player.id)}
      download={pdfFileName(player)}
      onClick={onClick}
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={download.isPending}
      aria-busy={download.isPending || undefined}
      className={classes.noPrint}
      data-testid="download-pdf"
    >
      {download.isPending ? t('actions.pdfPending') : t('actions.pdf')}
    </Button>
  );
}
