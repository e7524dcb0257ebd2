// Fetching what users name (a website's ads.txt): the SSRF guard in one place.
export { isPublicAddress } from './public-address.js';
export { publicFetch, PublicFetchError, type PublicFetchAnswer, type PublicFetchFailure, type PublicFetchOptions } from './public-fetch.js';
