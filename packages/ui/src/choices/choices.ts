import type { OptionsResponse } from '@pubdesk/contract';
import { capitalizeUnderscored } from '../format/format';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The choices of one field of an OPTIONS answer; while it is missing (loading, or a failed
 * load, which stays silent) the fallback: the contract's values with capitalised names, or
 * ready-made options.
 */
export function choicesOf(
  options: OptionsResponse | undefined,
  field: string,
  fallback: readonly string[] | readonly SelectOption[],
): SelectOption[] {
  const choices = options?.actions?.POST?.[field]?.choices;
  if (choices?.length) return choices.map((choice) => ({ value: String(choice.value), label: choice.display_name }));
  return fallback.map((item) => (typeof item === 'string' ? { value: item, label: capitalizeUnderscored(item) } : item));
}

/** The display name of `value` among `options`, or the value capitalised. */
export function labelOf(options: SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? capitalizeUnderscored(value);
}
