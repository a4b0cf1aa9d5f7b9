import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Every code core's setup checks return (settings, groups, guided steps). */
export const ISSUE_CODES = [
  'INVALID_TIME',
  'INVALID_DURATION',
  'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME',
  'LATEST_GAME_BEFORE_START',
  'BREAK_INCOMPLETE',
  'BREAK_END_BEFORE_START',
  'CONTINUE_BEFORE_BREAK_END',
  'INVALID_DATE',
  'DATE_RANGE_REVERSED',
  'PITCHES_TOO_FEW',
  'INVALID_REST',
  'OVERRIDE_OUTSIDE_DATE_RANGE',
  'DUPLICATE_OVERRIDE',
  'GROUP_NAME_EMPTY',
  'GROUP_NAME_DUPLICATE',
  'GROUP_TOO_SMALL',
  'TEAM_IN_TWO_GROUPS',
  'NOT_ENOUGH_TEAMS',
  'TEAM_WITHOUT_GROUP',
] as const;

type IssueCode = (typeof ISSUE_CODES)[number];

function isIssueCode(code: string): code is IssueCode {
  return (ISSUE_CODES as readonly string[]).includes(code);
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
