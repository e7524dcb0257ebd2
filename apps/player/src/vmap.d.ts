declare module '@dailymotion/vmap' {
  interface VMAPAdSource {
    id: string | null;
    allowMultipleAds: string | null;
    followRedirects: string | null;
    vastAdData: Document | Element | null;
    adTagURI: { templateType: string | null; uri: string } | null;
  }
  interface VMAPAdBreak {
    timeOffset: string | null;
    breakType: string | null;
    breakId: string | null;
    adSource: VMAPAdSource | null;
    track(event: string, errorCode?: number): void;
  }
  export default class VMAP {
    constructor(xml: Document);
    version: string | null;
    adBreaks: VMAPAdBreak[];
  }
}
