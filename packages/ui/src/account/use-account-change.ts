import { fieldErrors } from '../api';
import { useFields } from '../forms/use-fields';
import { notifyDone } from '../notify/notices';

/** The part of a TanStack mutation an account change uses: the server answers with its own message. */
interface AccountMutation<P> {
  mutate(payload: P, options: { onSuccess: (answer: { detail: string }) => void }): void;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
}

/**
 * One account change (email or password) for the user `userId`: the form's fields start `empty`,
 * Save sends them with the user's id, and a success shows the server's message and empties the
 * form again (after `onChanged`, which sees what was sent). A refusal stays beside the fields.
 */
export function useAccountChange<V extends object>(
  userId: number,
  empty: V,
  change: AccountMutation<V & { user: number }>,
  onChanged?: (sent: V) => void,
) {
  const { values, text, reset } = useFields(empty);
  const save = () =>
    change.mutate(
      { user: userId, ...values },
      {
        onSuccess: (answer) => {
          onChanged?.(values);
          reset(empty);
          notifyDone(answer.detail);
        },
      },
    );
  return { text, save, errors: fieldErrors(change.error), submitting: change.isPending, refusal: change.isError ? change.error : null };
}
