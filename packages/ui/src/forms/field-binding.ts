/** A controlled input's value, its change handler and the server's message for it. */
export interface BoundField<V> {
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
}

/** Sets one field of a form's values (useFields' `set`, or a patch of one row of a list). */
export type FieldSetter<T> = <K extends keyof T>(name: K, value: T[K]) => void;

/**
 * Binds the inputs that hand back a value (selects, radios, percentages) to the fields of a form:
 * `{...field('status')}` in place of a value, an onChange and an error written out for each.
 */
export function fieldBinder<T extends object>(values: T, set: FieldSetter<T>, errors: Partial<Record<string, string>> = {}) {
  return <K extends keyof T & string>(name: K): BoundField<T[K]> => ({
    value: values[name],
    onChange: (value) => set(name, value),
    error: errors[name],
  });
}

/** A bound text field as the props of a text input, whose change handler takes the input event. */
export function textInputProps({ value, onChange, error }: BoundField<string>) {
  return { value, error, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value) };
}
