import { SETUP_ISSUE_CODES } from '@touchline/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type IssueCode = (typeof SETUP_ISSUE_CODES)[number];

function isIssueCode(code: string): code is IssueCode {
  return (SETUP_ISSUE_CODES as readonly string[]).includes(code);
}

/** A core issue code as a sentence in the UI language ('REQUIRED' is the shared 'Required.'). */
export function useIssueMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation(['tournaments', 'errors']);
  return useCallback(
    (code) => {
      if (code === undefined) return undefined;
      if (code === 'REQUIRED') return t('errors:fields.REQUIRED');
      return isIssueCode(code) ? t(`tournaments:setup.issues.${code}`) : t('tournaments:setup.issues.other');
    },
    [t],
  );
}
