import type { ComponentPropsWithoutRef } from 'react';

type SubmitFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** Called on submit (its button, or Enter in a field) in place of the browser's page load. */
  onSubmit: () => void;
};

/**
 * A form the console handles itself: every form of the console is one. Its submit goes no
 * further: a form in a modal sits inside another form in React's tree (the video upload inside a
 * player's Content form), and React passes events up that tree, portal or not.
 */
export function SubmitForm({ onSubmit, children, ...rest }: SubmitFormProps) {
  return (
    <form
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
