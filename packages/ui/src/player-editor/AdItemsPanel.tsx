import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { AdScript, AdTag } from '@pubdesk/contract';
import { DataTable, type DataTableColumn } from '../table/DataTable';
import { useCan } from '../auth/use-can';
import { t, type MessageKey } from '../i18n';
import { ConfirmDelete } from '../table/ConfirmDelete';
import { notifyDone, notifyRefused } from '../notify/notices';
import { SectionCard } from '../shell/SectionCard';
import { AdScriptModal } from './AdScriptModal';
import { AdTagModal } from './AdTagModal';
import { useAdScripts, useAdTags, useDeleteAdScript, useDeleteAdTag } from './players.api';

/** The website's ad tags and ad scripts that schedules choose from: add, edit and (confirmed) remove. */
export function AdItemsPanel({ websiteId }: { websiteId: number }) {
  const tags = useAdTags(websiteId);
  const scripts = useAdScripts(websiteId);
  const removeTag = useDeleteAdTag();
  const removeScript = useDeleteAdScript();
  const canChangeTags = useCan('players.change_adtag');
  const canChangeScripts = useCan('players.change_adscript');
  const canDeleteTags = useCan('players.delete_adtag');
  const canDeleteScripts = useCan('players.delete_adscript');
  const canAddTags = useCan('players.add_adtag');
  const canAddScripts = useCan('players.add_adscript');
  const [tagEditing, setTagEditing] = useState<AdTag | 'new' | null>(null);
  const [scriptEditing, setScriptEditing] = useState<AdScript | 'new' | null>(null);

  const deleted = (done: MessageKey, failed: MessageKey) => ({
    onSuccess: () => notifyDone(t(done)),
    onError: (error: unknown) => notifyRefused(failed, error),
  });

  return (
    <>
      <ItemsCard
        title={t('players.adTags')}
        add={canAddTags ? { label: t('players.newAdTag'), onClick: () => setTagEditing('new') } : null}
        rows={tags.data?.results ?? []}
        loading={tags.isPending}
        empty={t('players.noAdTags')}
        columns={[
          { key: 'name', header: t('common.name'), render: (tag) => tag.name },
          {
            key: 'url',
            header: t('players.tagUrl'),
            render: (tag) => (
              <Text size="xs" lineClamp={1} style={{ wordBreak: 'break-all' }}>
                {tag.url}
              </Text>
            ),
          },
        ]}
        actions={(tag) => (
          <RowButtons
            name={tag.name}
            onEdit={canChangeTags ? () => setTagEditing(tag) : null}
            canDelete={canDeleteTags}
            question={t('players.confirmRemoveAdTag')}
            deleting={removeTag.isPending && removeTag.variables === tag.id}
            onDelete={() => removeTag.mutate(tag.id, deleted('players.adTagDeleted', 'players.adTagDeleteFailed'))}
          />
        )}
      />
      <ItemsCard
        title={t('players.adScripts')}
        add={canAddScripts ? { label: t('players.newAdScript'), onClick: () => setScriptEditing('new') } : null}
        rows={scripts.data?.results ?? []}
        loading={scripts.isPending}
        empty={t('players.noAdScripts')}
        columns={[
          { key: 'ad_id', header: t('players.adUnit'), render: (s) => s.ad_id },
          { key: 'size', header: t('players.preset'), render: (s) => `${s.ad_width}x${s.ad_height}` },
          { key: 'div', header: t('players.divId'), render: (s) => s.div_id },
        ]}
        actions={(script) => (
          <RowButtons
            name={script.ad_id}
            onEdit={canChangeScripts ? () => setScriptEditing(script) : null}
            canDelete={canDeleteScripts}
            question={t('players.confirmRemoveAdScript')}
            deleting={removeScript.isPending && removeScript.variables === script.id}
            onDelete={() => removeScript.mutate(script.id, deleted('players.adScriptDeleted', 'players.adScriptDeleteFailed'))}
          />
        )}
      />
      {tagEditing ? (
        <AdTagModal websiteId={websiteId} tag={tagEditing === 'new' ? null : tagEditing} onClose={() => setTagEditing(null)} />
      ) : null}
      {scriptEditing ? (
        <AdScriptModal
          websiteId={websiteId}
          script={scriptEditing === 'new' ? null : scriptEditing}
          onClose={() => setScriptEditing(null)}
        />
      ) : null}
    </>
  );
}

interface ItemsCardProps<T extends { id: number }> {
  title: string;
  add: { label: string; onClick: () => void } | null;
  rows: T[];
  loading: boolean;
  empty: string;
  columns: Array<DataTableColumn<T>>;
  actions: (row: T) => ReactNode;
}

function ItemsCard<T extends { id: number }>({ title, add, rows, loading, empty, columns, actions }: ItemsCardProps<T>) {
  return (
    <SectionCard
      title={title}
      titleSize="h5"
      action={
        add ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null
      }
    >
      <DataTable
        minWidth={360}
        loading={loading}
        emptyText={empty}
        rows={rows}
        columns={[...columns, { key: 'actions', header: t('common.actions'), headerHidden: true, render: actions }]}
      />
    </SectionCard>
  );
}

interface RowButtonsProps {
  name: string;
  onEdit: (() => void) | null;
  canDelete: boolean;
  question: string;
  deleting: boolean;
  onDelete: () => void;
}

function RowButtons({ name, onEdit, canDelete, question, deleting, onDelete }: RowButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit ? (
        <ActionIcon variant="subtle" aria-label={t('common.editLabel', { name })} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      ) : null}
      {canDelete ? (
        <ConfirmDelete label={t('players.deleteLabel', { name })} name={name} question={question} loading={deleting} onConfirm={onDelete} />
      ) : null}
    </Group>
  );
}
