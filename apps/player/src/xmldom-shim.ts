/** Stands in for @xmldom/xmldom, which the VAST client imports only outside browsers. */
export const DOMParser = globalThis.DOMParser;
