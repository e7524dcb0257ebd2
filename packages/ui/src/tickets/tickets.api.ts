import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  ticketEndpoints as endpoints,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  type ticketListQuerySchema,
} from '@pubdesk/contract';
import type { z } from 'zod';
import { api, invalidateAfter, useEndpointMutation, useEndpointQuery } from '../api';
import { saveFile } from '../files';

export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/**
 * GET /tickets/: the tickets the user may see, most recently updated first. `keepPrevious` keeps
 * the page on screen while the next one loads (a queue paged and searched as you type).
 */
export const useTicketList = (query: TicketListQuery, options: { keepPrevious?: boolean } = {}) =>
  useEndpointQuery(endpoints.list, { query }, options);

/** GET /tickets/:id/: a ticket with its thread (notes only for staff: the server decides). */
export const useTicket = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** PATCH /tickets/:id/: status, priority, assignee (a requester: close or reopen). */
export const useUpdateTicket = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

/** The fields as JSON, or a multipart form with the files beside them (the API takes either). */
function bodyOf(fields: Record<string, string | boolean | number | null | undefined>, files: readonly File[]): FormData | object {
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export interface NewTicketFields {
  subject: string;
  body: string;
  category?: string;
  priority?: string;
  website?: number | null;
}

/** POST /tickets/ with its first message's files. */
export function useOpenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: NewTicketFields; files: readonly File[] }) =>
      api.post<TicketDetail>(apiBase + endpoints.create.path, bodyOf({ ...fields }, files)),
    onSuccess: () => void invalidateAfter(client, endpoints.create),
  });
}

/** POST /tickets/:id/messages/: a reply, or (staff) an internal note, with its files. */
export function useReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, internal, files }: { body: string; internal: boolean; files: readonly File[] }) =>
      api.post<TicketMessage>(`${apiBase}/tickets/${id}/messages/`, bodyOf({ body, internal }, files)),
    onSuccess: () => void invalidateAfter(client, endpoints.reply),
  });
}

/** An attachment needs the session's token: fetched, then saved under its name. */
export async function downloadAttachment(file: TicketAttachment): Promise<void> {
  saveFile(await api.download(file.url), file.name);
}
