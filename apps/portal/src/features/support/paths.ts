/** The Support screen (route 'support'). */
export const supportPath = '/support';

/** A ticket's page, where its e-mails link (route 'support/:id'). */
export const ticketPath = (id: number): string => `/support/${id}`;
