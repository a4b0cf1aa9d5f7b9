import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';

/**
 * The recorder of a game this user may no longer record (decision 454: an
 * official who was unassigned or removed): it says so, and the screen turns
 * read-only; what the outbox holds stays listed with its refusals.
 */
export function RecordingClosed() {
  const { t } = useTranslation('officials');
  return (
    <ErrorAlert color="orange" title={t('recorder.closedTitle')} data-testid="recording-closed">
      {t('recorder.closed')}
    </ErrorAlert>
  );
}
