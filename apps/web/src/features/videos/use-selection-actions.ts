import { useState } from 'react';
import type { MessageKey } from '@pubdesk/ui/i18n';
import { actOnEach } from './act-on-each';

/**
 * A tab's checked videos and what it does to them (trash, restore, delete): runs the action on
 * each, drops the ones that went through from the selection, and steps back a page when the one
 * shown emptied (rather than showing an empty last page). `acting` names the action running.
 */
export function useSelectionActions<Action extends string>(paging: {
  page: number;
  setPage: (page: number) => void;
  shown: ReadonlyArray<{ id: number }> | undefined;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  const [acting, setActing] = useState<Action | null>(null);
  const act = async (action: Action, call: (id: number) => Promise<unknown>, notices: { done: MessageKey; failed: MessageKey }) => {
    setActing(action);
    const done = await actOnEach(selected, call, notices);
    setSelected((current) => current.filter((id) => !done.includes(id)));
    setActing(null);
    const { page, setPage, shown } = paging;
    if (page > 1 && shown?.every((video) => done.includes(video.id))) setPage(page - 1);
  };
  return { selected, setSelected, acting, act };
}
