/**
 * Form basics: field state and binders, the form element, a titled form card and its buttons, a
 * refusal's messages beside and under the fields, what a contract schema refuses before sending;
 * fields several forms share (status radios, an image with its Upload button), a small form in a
 * modal, and the record an Edit form loads (its loader, its failure, or the server's refusal).
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
export { schemaErrors } from './schema-errors';
export { StatusRadios } from './StatusRadios';
export { ModalForm } from './ModalForm';
export { ImageUpload } from './ImageUpload';
export { DetailState, LoadFailure } from './DetailState';
export { NoAccessNotice } from './NoAccessNotice';
