/*
 * The portal's ads.txt screen (/portal/ads-txt): the lines a website's ads.txt needs, to copy or
 * download. The download button and its failure reuse `suppliers.adsDownload*`.
 */
export const portalAdsTxtMessages = {
  intro:
    "Your website's ads.txt must list the demand sources that sell its inventory. Publish these lines at the root of the website (https://your-site/ads.txt).",
  pickWebsite: 'Choose a website to see the lines its ads.txt needs.',
  lines: 'ads.txt lines',
  copy: 'Copy lines',
  copied: 'Lines copied',
  empty: 'This website needs no ads.txt lines yet: no demand source serves it.',
  loadFailed: 'Could not load the ads.txt lines of this website.',
} as const;
