import { Select, Stack } from '@mantine/core';
import { ticketPriorities, type TicketDetail, type TicketPatch } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { ticketStatusOptions, useUpdateTicket } from '@pubdesk/ui/tickets';
import { useStaffOptions } from './tickets.api';

// Labels are looked up when drawn: a module can load before the screens' catalogue is installed.
const priorityOptions = () => ticketPriorities.map((priority) => ({ value: priority, label: t(`tickets.priorities.${priority}`) }));
/** The assignee select's value for nobody (a select's value cannot be empty). */
const NOBODY = 'none';

/**
 * Status, priority and assignee of a ticket, each saved as it is chosen (PATCH /tickets/:id/),
 * for staff who answer tickets. The assignee choices are the staff users, the current one kept.
 */
export function TicketControls({ ticket: loaded }: { ticket: TicketDetail }) {
  const update = useUpdateTicket(loaded.id);
  const staff = useStaffOptions();
  // What the last change answered, until the ticket is read again: the selects show it at once.
  const ticket = update.data && update.data.updated_at >= loaded.updated_at ? update.data : loaded;
  const assignee = ticket.assignee ? String(ticket.assignee.id) : NOBODY;
  const assigneeOptions = [{ value: NOBODY, label: t('tickets.console.unassigned') }, ...staff];
  if (ticket.assignee && !assigneeOptions.some((option) => option.value === assignee))
    assigneeOptions.push({ value: assignee, label: ticket.assignee.name });

  const save = (patch: TicketPatch) =>
    update.mutate(patch, {
      onSuccess: () => notifyDone(t('tickets.console.saved')),
      onError: (error) => notifyRefused('tickets.console.saveFailed', error),
    });
  // The field being saved waits; the others stay usable.
  const saving = (field: keyof TicketPatch) => update.isPending && update.variables[field] !== undefined;

  return (
    <Stack gap="sm">
      <Select
        label={t('common.status')}
        data={ticketStatusOptions()}
        value={ticket.status}
        allowDeselect={false}
        disabled={saving('status')}
        onChange={(next) => next && next !== ticket.status && save({ status: next as TicketPatch['status'] })}
      />
      <Select
        label={t('common.priority')}
        data={priorityOptions()}
        value={ticket.priority}
        allowDeselect={false}
        disabled={saving('priority')}
        onChange={(next) => next && next !== ticket.priority && save({ priority: next as TicketPatch['priority'] })}
      />
      <Select
        label={t('tickets.console.assignee')}
        data={assigneeOptions}
        value={assignee}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('tickets.console.noUser')}
        disabled={saving('assignee')}
        onChange={(next) => next && next !== assignee && save({ assignee: next === NOBODY ? null : Number(next) })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
