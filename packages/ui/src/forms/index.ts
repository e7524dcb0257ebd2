/**
 * Form basics: field state and binders, the form element, a titled form card and its buttons, a
 * refusal's messages beside and under the fields.
 */
export { useFields } from './use-fields';
export { fieldBinder, textInputProps, type BoundField, type FieldSetter } from './field-binding';
export { SubmitForm } from './SubmitForm';
export { FormLayout } from './FormLayout';
export { FormButtons } from './FormButtons';
export { pick } from './pick';
export { FieldError } from './FieldError';
export { ErrorList, errorLines } from './ErrorList';
export { RefusalAlert } from './RefusalAlert';
export { SaveFailure } from './SaveFailure';
export { errorsBesides } from './form-errors';
