import { useState } from 'react';
import { Button, Card, Divider, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { adLines } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList, SubmitForm, NoAccessNotice } from '@pubdesk/ui/forms';
import { isForbidden } from '@pubdesk/ui/api';
import { AdList } from './AdList';
import { adErrorMessages, adsPayload } from './ads-form';
import { fetchAdsTxt, useAds, useCreateAds, useDeleteAd } from './ads.api';
import { saveTextFile } from './save-text-file';
import { notifyDone, notifyFailed, notifyRefused } from '@pubdesk/ui/notify';

/**
 * The ads panel of a demand source: add lines (one ad each), delete per ad, download as ads.txt.
 * Adding and deleting show only with their permissions; a refused list says so.
 */
export function AdsPanel({ supplierId }: { supplierId: number }) {
  const list = useAds(supplierId);
  const create = useCreateAds(supplierId);
  const remove = useDeleteAd(supplierId);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const canAdd = useCan('demand.add_ad');
  const canDelete = useCan('demand.delete_ad');

  const add = () => {
    const lines = adLines(text);
    if (lines.length === 0) {
      setProblems([t('suppliers.adsNoLines')]);
      return;
    }
    create.mutate(adsPayload(lines, supplierId), {
      onSuccess: () => {
        setProblems([]);
        setText('');
        notifyDone(t('suppliers.adAdded'), 'common.operationSuccess');
      },
      onError: (error) => {
        setProblems(adErrorMessages(error, lines));
        notifyFailed(t('suppliers.adAddFailed'), 'common.operationFailed');
      },
    });
  };

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notifyDone(t('suppliers.adDeleted'), 'common.operationSuccess'),
      onError: (error) => notifyRefused('suppliers.adDeleteFailed', error),
    });

  const download = async () => {
    setDownloading(true);
    try {
      saveTextFile(await fetchAdsTxt(supplierId), 'ads.txt');
    } catch (error) {
      notifyRefused('suppliers.adsDownloadFailed', error);
    } finally {
      setDownloading(false);
    }
  };

  const refused = isForbidden(list.error);
  const addForm = (
    <SubmitForm onSubmit={add} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('suppliers.adsLines')}
          description={t('suppliers.adsLinesHint')}
          autosize
          minRows={4}
          maxRows={14}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          // The lines at fault, one a row, beside the field: the notice says the add failed, and
          // an alert under the field titled the same repeated it.
          error={
            problems.length > 0
              ? problems.map((problem, index) => (
                  <span key={index} style={{ display: 'block' }}>
                    {problem}
                  </span>
                ))
              : null
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('common.add')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('suppliers.adsTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {t('suppliers.adsTitle')}
          </Title>
          {refused ? null : (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={downloading}
              onClick={() => void download()}
            >
              {t('suppliers.adsDownload')}
            </Button>
          )}
        </Group>
        {refused ? (
          <NoAccessNotice error={list.error} />
        ) : (
          <>
            <AdList
              ads={list.data?.results ?? []}
              loading={list.isPending}
              deletingId={remove.isPending ? (remove.variables ?? null) : null}
              onDelete={canDelete ? onDelete : undefined}
            />
            {list.error ? <ErrorList error={list.error} /> : null}
            {canAdd ? (
              <>
                <Divider />
                {addForm}
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
