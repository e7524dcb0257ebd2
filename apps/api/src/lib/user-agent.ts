/** What the Logs tab shows of a request's client: platform, browser and device, from the user agent. */
export interface ClientInfo {
  platform: string;
  browser: string;
  device: string;
}

const platforms: Array<[RegExp, string]> = [
  [/Windows/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Android/i, 'Android'],
  [/CrOS/i, 'Chrome OS'],
  [/Linux/i, 'Linux'],
];
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//i, 'curl'],
];

export function clientInfo(userAgent: string | undefined): ClientInfo {
  const ua = userAgent ?? '';
  const pick = (table: Array<[RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  // Android phones say Mobile; Android without it is a tablet. Only browsers (Mozilla/...) are desktops.
  const device =
    /iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))
      ? 'Tablet'
      : /Mobi|iPhone/i.test(ua)
        ? 'Mobile'
        : /^Mozilla\//.test(ua)
          ? 'Desktop'
          : 'Other';
  return { platform: pick(platforms), browser: pick(browsers), device };
}
