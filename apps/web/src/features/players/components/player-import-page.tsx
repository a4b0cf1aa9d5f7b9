import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconCheck, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import {
  MAX_HEIGHT_CM,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  PLAYER_CSV_COLUMNS,
  POSITIONS,
  canSome,
  type CreatePlayer,
  type FieldErrorCode,
  type ImportPreview,
} from '@touchline/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { ListPagination } from '../../../components/list-pagination';
import { SectionPanel } from '../../../components/section-panel';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { Page, Panel } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { ApiError, isApiError } from '../../../lib/api-client';
import { useActor } from '../../../lib/auth/use-actor';
import { useImportPlayers } from '../api/import-players';
import { previewImport } from '../api/preview-import';
import { downloadText, playerCsvTemplate } from '../player-csv';
import { fullName } from '../../../lib/format';
import { usePlayerFormat } from '../../../lib/player-format';
import { playerCardHref } from './player-href';
import classes from './players-table.module.css';

type Row = ImportPreview['rows'][number];
const ROWS_PER_PAGE = 50;

/**
 * /players/import: pick a CSV, upload it with progress for a server-side
 * check (nothing written), review per-row errors and duplicate warnings,
 * then import all rows (or only the valid ones) in one all-or-nothing call.
 */
export function PlayerImportPage() {
  const { t, i18n } = useTranslation('players');
  // A file over the row limit: say what the limit is.
  const tooManyRows = (error: unknown) =>
    isApiError(error) && error.code === 'TOO_MANY_ROWS'
      ? t('codes.TOO_MANY_ROWS', { ns: 'errors', max: MAX_IMPORT_ROWS.toLocaleString(i18n.language) })
      : undefined;
  const router = useRouter();
  const actor = useActor();
  const importing = useImportPlayers();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  const check = async (picked: File | null) => {
    abort.current?.abort();
    setFile(picked);
    setPreview(null);
    setFailure(null);
    importing.reset();
    if (!picked) return;
    if (picked.size > MAX_IMPORT_BYTES) {
      setFailure(new ApiError(413, 'PAYLOAD_TOO_LARGE'));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setChecking(true);
    setProgress(0);
    try {
      const result = await previewImport({ file: picked, onProgress: setProgress, signal: controller.signal });
      if (!controller.signal.aborted) setPreview(result);
    } catch (cause) {
      if (!controller.signal.aborted) setFailure(cause);
    } finally {
      if (abort.current === controller) {
        setChecking(false);
        setProgress(null);
      }
    }
  };

  const runImport = async (rows: CreatePlayer[]) => {
    try {
      const { created } = await importing.mutateAsync(rows);
      notifications.show({ color: 'green', message: t('import.done', { count: created }) });
      void router.navigate({ to: '/players' });
    } catch {
      // Shown below from importing.error.
    }
  };

  if (!canSome(actor, 'player.create')) {
    return (
      <Page title={t('import.title')} size="lg">
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />}>
          {t('form.notAllowed')}
        </Alert>
      </Page>
    );
  }

  const validRows = preview?.rows.flatMap((row) => (row.player ? [row.player] : [])) ?? [];

  return (
    <Page title={t('import.title')} size="lg">
      <Text>{t('import.intro')}</Text>
      <Panel gap="sm">
        <FileInput
          label={t('import.file')}
          description={t('import.fileHint', { size: Math.round(MAX_IMPORT_BYTES / 1024 / 1024) })}
          placeholder={t('import.pickFile')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={file}
          onChange={(picked) => void check(picked)}
          clearable
          disabled={importing.isPending}
          data-testid="import-file"
        />
        {checking && (
          <Stack gap={4} data-testid="import-progress">
            <Progress
              value={Math.round((progress ?? 0) * 100)}
              animated={progress !== null && progress >= 1}
              aria-label={t('import.uploading')}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {progress !== null && progress < 1
                ? t('import.uploadProgress', { percent: Math.round(progress * 100) })
                : t('import.checking')}
            </Text>
          </Stack>
        )}
        {failure !== null && <RequestError error={failure} describe={tooManyRows} data-testid="import-error" />}
      </Panel>
      {preview && (
        <PreviewSection
          preview={preview}
          validCount={validRows.length}
          importing={importing.isPending}
          importError={importing.isError ? importing.error : null}
          onImport={() => void runImport(validRows)}
          onCancel={() => void check(null)}
        />
      )}
      <ColumnsHelp />
    </Page>
  );
}

function ColumnsHelp() {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  const labels = POSITIONS.map(format.positionShort).join(', ');
  const example = (['CM', 'DM'] as const).map(format.positionShort).join('|');
  const columns: StackedColumn<(typeof PLAYER_CSV_COLUMNS)[number]>[] = [
    {
      key: 'column',
      header: t('import.column'),
      stacked: 'main',
      cell: (column) => (
        <>
          <Code>{column}</Code>
          {(column === 'firstName' || column === 'lastName') && (
            <Text span c="red" ml={4} aria-label={t('import.required')}>
              *
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'meaning',
      header: t('import.meaning'),
      stacked: 'full',
      cell: (column) => t(`import.columns.${column}`, { max: MAX_HEIGHT_CM, labels, example }),
    },
  ];
  return (
    <SectionPanel
      title={t('import.columnsTitle')}
      description={t('import.columnsText')}
      actions={
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => downloadText(playerCsvTemplate(format.positionShort), t('import.templateFile'))}
          data-testid="import-template"
        >
          {t('import.template')}
        </Button>
      }
    >
      <StackedTable
        columns={columns}
        rows={PLAYER_CSV_COLUMNS}
        rowKey={(column) => column}
        caption={t('import.columnsTitle')}
        verticalSpacing="xs"
      />
    </SectionPanel>
  );
}

interface PreviewSectionProps {
  preview: ImportPreview;
  validCount: number;
  importing: boolean;
  /** The failed import request, null when none failed. */
  importError: unknown;
  onImport: () => void;
  onCancel: () => void;
}

function PreviewSection({ preview, validCount, importing, importError, onImport, onCancel }: PreviewSectionProps) {
  const { t } = useTranslation('players');
  const [show, setShow] = useState<'all' | 'problems'>('all');
  const [page, setPage] = useState(1);
  const duplicates = preview.rows.filter((row) => row.duplicates.length > 0).length;
  const rows = show === 'all' ? preview.rows : preview.rows.filter((row) => !row.player || row.duplicates.length > 0);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * ROWS_PER_PAGE, Math.min(page, pages) * ROWS_PER_PAGE);
  const allValid = preview.invalid === 0 && validCount > 0;

  return (
    <Paper withBorder p={{ base: 'sm', md: 'md' }} component="section" aria-labelledby="import-preview-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="import-preview-title">
          {t('import.previewTitle')}
        </Title>
        <Group gap="xs" data-testid="import-counts" aria-live="polite">
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('import.validCount', { count: preview.valid })}
          </Badge>
          <Badge color={preview.invalid > 0 ? 'red' : 'gray'} variant="light">
            {t('import.invalidCount', { count: preview.invalid })}
          </Badge>
          {duplicates > 0 && (
            <Badge color="orange" variant="light">
              {t('import.duplicateCount', { count: duplicates })}
            </Badge>
          )}
        </Group>
        {preview.ignoredColumns.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            {t('import.ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}
          </Alert>
        )}
        {preview.rows.length === 0 ? (
          <Text c="dimmed">{t('import.noRows')}</Text>
        ) : (
          <>
            <SegmentedControl
              value={show}
              onChange={(value) => {
                setShow(value as 'all' | 'problems');
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('import.showAll') },
                { value: 'problems', label: t('import.showProblems') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <PreviewTable rows={shown} />
            <ListPagination label={t('list.pagination')} siblings={0} page={page} pages={pages} onChange={setPage} />
          </>
        )}
        {preview.invalid > 0 && (
          <ErrorAlert live={false}>{validCount > 0 ? t('import.fixOrValidOnly') : t('import.fixFile')}</ErrorAlert>
        )}
        {importError !== null && <RequestError error={importError} data-testid="import-failed" />}
        <DialogActions cancelLabel={t('import.chooseAnother')} onCancel={onCancel} pending={importing}>
          {preview.invalid > 0 && validCount > 0 ? (
            <Button color="orange" loading={importing} onClick={onImport} data-testid="import-valid-only">
              {t('import.importValidOnly', { count: validCount })}
            </Button>
          ) : (
            <Button loading={importing} disabled={!allValid} onClick={onImport} data-testid="import-confirm">
              {t('import.importAll', { count: validCount })}
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Paper>
  );
}

function PreviewTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('players');
  const { fieldMessage } = useErrorMessages();
  const message = (column: string, code: FieldErrorCode) => {
    if (column === 'height' && code === 'TOO_BIG') return t('form.errors.heightTooBig', { max: MAX_HEIGHT_CM });
    if (column === 'club' && (code === 'INVALID_VALUE' || code === 'UNKNOWN_FIELD')) return t('import.unknownClub');
    return fieldMessage(code);
  };

  const columns: StackedColumn<Row>[] = [
    {
      key: 'line',
      header: t('import.line'),
      label: t('import.line'),
      cell: (row) => <span className={classes.number}>{row.line}</span>,
    },
    {
      key: 'name',
      header: t('list.columns.name'),
      stacked: 'main',
      cell: (row) => (row.player ? fullName(row.player) : row.name || '–'),
    },
    {
      key: 'status',
      header: t('import.status'),
      stacked: 'end',
      cell: (row) =>
        row.player ? (
          <Badge color="green" variant="light">
            {t('import.valid')}
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            {t('import.invalid')}
          </Badge>
        ),
    },
    {
      key: 'problems',
      header: t('import.problems'),
      stacked: 'full',
      cell: (row) => {
        const errors = Object.entries(row.errors);
        return (
          <Stack gap={2}>
            {errors.map(([column, code]) => (
              <Text key={column} size="sm" c="red" data-testid="import-row-error">
                <Code>{column}</Code> {message(column, code)}
              </Text>
            ))}
            {row.duplicates.length > 0 && (
              <Text size="sm" c="orange" data-testid="import-row-duplicate">
                {t('import.possibleDuplicate')}{' '}
                {row.duplicates.map((duplicate, index) => (
                  <span key={duplicate.playerId}>
                    {index > 0 && ', '}
                    <Anchor href={playerCardHref(duplicate.playerId)} target="_blank" rel="noopener" size="sm">
                      {duplicate.name}
                    </Anchor>
                  </span>
                ))}
              </Text>
            )}
            {errors.length === 0 && row.duplicates.length === 0 && (
              <Text size="sm" c="dimmed">
                –
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <StackedTable
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.line)}
      caption={t('import.previewTitle')}
      verticalSpacing="xs"
      rowAttributes={(row) => ({
        'data-testid': 'import-row',
        'data-line': String(row.line),
        'data-valid': row.player ? 'true' : 'false',
      })}
    />
  );
}
