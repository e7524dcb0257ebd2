/** The public face of features/payments: its declaration, and its screens' addresses. */
export { paymentsFeature } from './payments.feature';
export { invoicePath, paymentsPath } from './paths';
