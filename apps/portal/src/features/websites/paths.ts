/** The address of a website's page in the portal. */
export const websitePath = (id: number) => `/websites/${id}`;
