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
  /** The check of the file the website serves (daily, and with Check now). */
  checkTitle: 'Your published ads.txt',
  checkNow: 'Check now',
  neverChecked: "Not checked yet. Check now to compare the website's /ads.txt with these lines.",
  allPresent: 'Checked {time}: all {expected} lines are in {url}.',
  someMissing: 'Checked {time}: {missing} of {expected} lines are missing from {url}.',
  absent: 'Checked {time}: {url} was not found (HTTP {status}). Publish the file with these lines.',
  failed: 'Checked {time}: {url} could not be read: {reason}',
  checkedDaily: 'Every website is checked once a day.',
  missingLines: 'Missing from your published file',
  checkFailed: 'Could not check the ads.txt',
  /** Why the file could not be read (adsTxtFailures). */
  reasons: {
    bad_url: "the website's address is not an http or https URL.",
    private_address: 'its address is not on the public internet.',
    unreachable: 'the website could not be reached.',
    timeout: 'the website did not answer within 5 seconds.',
    too_large: 'the file is larger than 256 kB.',
    redirect: "it redirects away from the website's own domain, or too many times.",
    http_error: 'the website answered HTTP {status}.',
  },
} as const;
