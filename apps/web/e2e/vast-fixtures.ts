import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in ad server and publisher page for the player's end-to-end tests: VAST 4 inline and
 * wrapper documents, a VMAP with three breaks, an empty VAST, a broken URL, and silent WAV
 * "videos" (Chromium plays them in a <video> without any codec the distribution may lack). Every
 * tracking pixel it receives is recorded, in order.
 */

/** A silent 8 kHz mono 8-bit WAV of `seconds`. */
function wav(seconds: number): Buffer {
  const samples = Math.round(8000 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

function inlineAd(origin: string, name: string, adId: number): string {
  const track = (event: string) => `<Tracking event="${event}"><![CDATA[${origin}/track/${name}/${event}]]></Tracking>`;
  return `<Ad id="${adId}"><InLine><AdSystem>fixture</AdSystem><AdTitle>${name}</AdTitle>
    <Impression><![CDATA[${origin}/track/${name}/impression]]></Impression>
    <Creatives><Creative><Linear><Duration>00:00:02</Duration>
      <TrackingEvents>${events.map(track).join('')}</TrackingEvents>
      <VideoClicks><ClickThrough><![CDATA[${origin}/landing]]></ClickThrough></VideoClicks>
      <MediaFiles><MediaFile delivery="progressive" type="audio/wav" width="640" height="360"><![CDATA[${origin}/media/ad.wav]]></MediaFile></MediaFiles>
    </Linear></Creative></Creatives></InLine></Ad>`;
}
const vast = (ads: string) => `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.0">${ads}</VAST>`;

export interface FixtureServer {
  origin: string;
  /** `name/event` of every tracking pixel received, in order. */
  hits: string[];
  /** A publisher page embedding player `id` with the script from `scriptOrigin`. */
  pageUrl(id: number): string;
  close(): Promise<void>;
}

export async function startFixtureServer(scriptOrigin: string): Promise<FixtureServer> {
  const hits: string[] = [];
  const media = { ad: wav(2), content: wav(6) };
  let origin = '';
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {};
  const xml = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    // Ad servers answer credentialed requests from the page's origin.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (url.pathname.startsWith('/track/')) {
      hits.push(url.pathname.slice('/track/'.length));
      res.writeHead(200, { 'content-type': 'image/gif' });
      return res.end();
    }
    if (url.pathname.startsWith('/media/')) {
      const body = url.pathname.includes('ad') ? media.ad : media.content;
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length, 'accept-ranges': 'none' });
      return res.end(body);
    }
    if (url.pathname.startsWith('/page/')) {
      const id = Number(url.pathname.slice('/page/'.length));
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><html><head><title>Publisher page</title></head><body><h1>An article</h1>` +
          `<div id="player-id-${id}"></div><script async src="${scriptOrigin}/player.js"></script></body></html>`,
      );
    }
    const route = routes[url.pathname];
    if (route) return route(req, res);
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(routes, {
    '/vast/preroll.xml': xml(vast(inlineAd(origin, 'preroll', 101))),
    '/vast/midroll.xml': xml(vast(inlineAd(origin, 'midroll', 102))),
    '/vast/postroll.xml': xml(vast(inlineAd(origin, 'postroll', 103))),
    '/vast/blocked.xml': xml(vast(inlineAd(origin, 'blocked', 666))),
    '/vast/empty.xml': xml(vast('')),
    '/vast/wrapper.xml': xml(
      vast(
        `<Ad id="200"><Wrapper><AdSystem>fixture</AdSystem><VASTAdTagURI><![CDATA[${origin}/vast/wrapped.xml]]></VASTAdTagURI>` +
          `<Impression><![CDATA[${origin}/track/wrapper/impression]]></Impression></Wrapper></Ad>`,
      ),
    ),
    '/vast/wrapped.xml': xml(vast(inlineAd(origin, 'wrapped', 201))),
    '/vmap/three.xml': xml(
      `<?xml version="1.0" encoding="UTF-8"?><vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">` +
        ['start', '00:00:02', 'end']
          .map(
            (offset, i) =>
              `<vmap:AdBreak timeOffset="${offset}" breakType="linear" breakId="b${i}"><vmap:AdSource id="s${i}">` +
              `<vmap:AdTagURI templateType="vast4"><![CDATA[${origin}/vast/${['preroll', 'midroll', 'postroll'][i]}.xml]]></vmap:AdTagURI>` +
              `</vmap:AdSource></vmap:AdBreak>`,
          )
          .join('') +
        `</vmap:VMAP>`,
    ),
  });
  return {
    origin,
    hits,
    pageUrl: (id) => `${origin}/page/${id}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
