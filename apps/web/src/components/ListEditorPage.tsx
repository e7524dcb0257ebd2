import type { ReactNode } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCan } from '../lib/auth/use-can';
import { DetailState } from './DetailState';
import { AddPermission } from './NewEntryButton';

interface ListEditorPageProps<T extends { id: number }> {
  title: string;
  /** Permission codenames: the Add form and the plus buttons need `add`; without `change` a record opens read-only. */
  add: string;
  change: string;
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
  const { title, add, change, list, id, detail, renderNew, renderEdit, split = [7, 5], children } = props;
  const { key: visit } = useLocation();
  const canAdd = useCan(add);
  const canChange = useCan(change);

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: split[0] }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: split[1] }}>
            {id === null ? (
              canAdd ? (
                <Stack key={`new-${visit}`} gap="md">
                  {renderNew()}
                </Stack>
              ) : null
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
        </Grid>
        {children}
      </Stack>
    </AddPermission>
  );
}

