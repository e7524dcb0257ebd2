/** The whitelabel screen: the Add form, or (with an id) the domain's Edit form. */
export const whitelabelPath = (id?: number) => (id === undefined ? '/whitelabel' : `/whitelabel/${id}`);
