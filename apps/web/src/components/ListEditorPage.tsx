import type { ReactNode } from 'react';
import { Grid, Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Permission } from '@pubdesk/contract';
import { useLocation } from 'react-router';
import { useCan } from '@pubdesk/ui/auth';
import { DetailState } from '@pubdesk/ui/forms';
import { AddPermission } from './NewEntryButton';

interface ListEditorPageProps<T extends { id: number }> {
  title: string;
  /** Under the title: what the records belong to (the website's name). */
  caption?: ReactNode;
  /** Beside the title: the screen's own buttons. */
  toolbar?: ReactNode;
  /** Permission codenames: the Add form and the plus buttons need `add`; without `change` a record opens read-only. */
  add: Permission;
  change: Permission;
  /** The list (left column). */
  list: ReactNode;
  /** The record being edited, or null for the Add form. */
  id: number | null;
  detail: UseQueryResult<T>;
  /** The Add form, shown without an id to those who may add. */
  renderNew: () => ReactNode;
  /** The Edit form (and whatever goes with it) for a loaded record. */
  renderEdit: (entry: T, readOnly: boolean) => ReactNode;
  /** Large-screen widths of the list and editor columns, out of 12. */
  split?: readonly [number, number];
  /** The screen width from which the columns stand side by side. */
  breakpoint?: 'lg' | 'xl';
  /**
   * Whether someone without the change permission sees a record in a read-only form (true), or
   * only in the list (false: the editor column is left out and the list takes the width).
   */
  showReadOnly?: boolean;
  /** Anything else the screen owns, such as its modals. */
  children?: ReactNode;
}

/**
 * The list-left, editor-right screen that most resources share: a title, the list, and on the
 * right the Add form (without an id) or the record's Edit form (read-only without the change
 * permission). The plus buttons link to this same screen, so each visit remounts a fresh Add
 * form, and another record remounts the Edit form.
 */
export function ListEditorPage<T extends { id: number }>(props: ListEditorPageProps<T>) {
  const { title, caption, toolbar, add, change, list, id, detail, renderNew, renderEdit, children } = props;
  const { split = [7, 5], breakpoint = 'lg', showReadOnly = true } = props;
  const { key: visit } = useLocation();
  const canAdd = useCan(add);
  const canChange = useCan(change);
  // The form shown: Add to those who may add, Edit (read-only without the change permission).
  const form = id === null ? canAdd : canChange || showReadOnly;
  // The editor column stays (empty) on the read-only screens, so the list keeps its width.
  const editor = showReadOnly || form;
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        {toolbar || caption ? (
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              {heading}
              {caption}
            </Stack>
            {toolbar}
          </Group>
        ) : (
          heading
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, [breakpoint]: editor ? split[0] : 12 }}>{list}</Grid.Col>
          {editor ? (
            <Grid.Col span={{ base: 12, [breakpoint]: split[1] }}>
              {!form ? null : id === null ? (
                <Stack key={`new-${visit}`} gap="md">
                  {renderNew()}
                </Stack>
              ) : (
                <DetailState query={detail}>
                  {(entry) => (
                    <Stack key={entry.id} gap="md">
                      {renderEdit(entry, !canChange)}
                    </Stack>
                  )}
                </DetailState>
              )}
            </Grid.Col>
          ) : null}
        </Grid>
        {children}
      </Stack>
    </AddPermission>
  );
}
