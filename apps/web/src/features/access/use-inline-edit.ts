import { useState } from 'react';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { errorLines } from '@pubdesk/ui/forms';
import { notifyDone, notifyFailed } from '@pubdesk/ui/notify';

/** The part of a TanStack mutation a row's Save uses. */
interface TextMutation {
  mutate(text: string, options: { onSuccess: () => void; onError: () => void }): void;
  readonly isPending: boolean;
  readonly error: unknown;
}

/**
 * One editable text of a table row (a permission's name, a service's description) with its own
 * Save: 'Successfuly updated.' or 'Failed to updated.' (docs/product-rules.md), and the server's
 * message for the field (or its detail) as the input's error.
 */
export function useInlineEdit(saved: string, field: string, mutation: TextMutation) {
  const [value, setValue] = useState(saved);
  const changed = value.trim() !== saved;
  const error = mutation.error
    ? (fieldErrors(mutation.error)[field] ??
      errorLines(mutation.error)
        .map((line) => line.text)
        .join(' '))
    : undefined;

  const save = () => {
    if (!changed || mutation.isPending) return;
    mutation.mutate(value.trim(), {
      onSuccess: () => notifyDone(t('access.updated')),
      onError: () => notifyFailed(t('access.updateFailed')),
    });
  };

  return { value, setValue, changed, save, error, saving: mutation.isPending };
}
