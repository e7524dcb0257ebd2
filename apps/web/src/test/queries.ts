import { within } from '@testing-library/react';

/** The values of the radios inside `container`, in order: the choices a radio group offers. */
export function radioValues(container: HTMLElement): Array<string | null> {
  return within(container)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));
}
