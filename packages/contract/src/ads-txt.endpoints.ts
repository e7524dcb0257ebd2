import { idParamSchema, listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { adsTxtCheckListQuerySchema, adsTxtCheckRowSchema, websiteAdsTxtQuerySchema, websiteAdsTxtSchema } from './ads-txt.js';

const tags = ['ads.txt'];

/**
 * A website's ads.txt: the lines of the demand sources its data items name, and the check of the
 * file the website itself serves. Anyone who sees the website may read them (publishers host the
 * file); the sources themselves stay staff's, only their lines and names show.
 */
export const websiteAdsTxtEndpoints = {
  /**
   * The file as text/plain (an attachment) by default: the handler sends it itself. With
   * `format=json`, the lines as the declared JSON with the last check.
   */
  get: endpoint({
    method: 'GET',
    path: '/websites/:id/ads_txt/',
    operationId: 'getWebsiteAdsTxt',
    summary: "Download a website's ads.txt",
    tags,
    resource: 'ads',
    access: { permission: 'websites.view_website' },
    params: idParamSchema,
    query: websiteAdsTxtQuerySchema,
    response: websiteAdsTxtSchema,
    description:
      "The ads.txt lines of every active demand source with a data item on the website's placement groups, in blocks headed by the source's name, as an ads.txt file (text/plain, an attachment named ads.txt); with `format=json`, `{lines: [{supplier, text, present}], check}` (the JSON this document shows): whether the last check found each line in the website's own /ads.txt. A website outside the caller's scope is 404.",
  }),
  /** Reads the website's own /ads.txt now (the daily job does the same for every website). */
  check: endpoint({
    method: 'POST',
    path: '/websites/:id/ads_txt/check/',
    operationId: 'checkWebsiteAdsTxt',
    summary: 'Check the ads.txt a website serves against the lines it needs',
    tags,
    resource: 'ads',
    access: { permission: 'websites.view_website' },
    params: idParamSchema,
    response: websiteAdsTxtSchema,
    audit: false,
    errors: {
      429: 'Too many checks are running on this server; `Retry-After` says when to try again.',
    },
    description:
      "Fetches `{website origin}/ads.txt` (http or https only; never a private, loopback or link-local address; redirects only within the website's domain, at most 3; 5 seconds; at most 256 kB) and compares its records with the lines the website needs. A website checked in the last minute answers that check again without fetching. Answers like `GET ?format=json`.",
  }),
  /** The last checks of the caller's websites, for the portal's notice. */
  checks: endpoint({
    method: 'GET',
    path: '/websites/ads_txt/',
    operationId: 'listAdsTxtChecks',
    summary: "List the last ads.txt checks of the caller's websites",
    tags,
    resource: 'ads',
    access: { permission: 'websites.view_website' },
    query: adsTxtCheckListQuerySchema,
    response: listSchema(adsTxtCheckRowSchema),
    description:
      'The last check of each website in scope that has one, newest first; `missing=true` keeps the websites whose file was read or absent and lacked at least one line.',
  }),
};
