/** The websites screen: the wizard, or (with an id) the website's form. */
export const websitePath = (id?: number) => (id === undefined ? '/websites' : `/websites/${id}`);
