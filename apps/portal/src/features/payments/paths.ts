/** The Payments screen, showing one website's wallet when given (route 'payments', query wallet). */
export const paymentsPath = (wallet?: number): string => (wallet === undefined ? '/payments' : `/payments?wallet=${wallet}`);

/** An invoice's own page, to read, download and print (route 'payments/invoices/:id'). */
export const invoicePath = (id: number): string => `/payments/invoices/${id}`;
