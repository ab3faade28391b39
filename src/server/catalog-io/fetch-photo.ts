import http from 'node:http';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from '@/shared/catalog';
import { isPublicAddress } from '../lib/network';

/** Why a picture URL could not be fetched, in Spanish, for the row's errors. */
export class PhotoFetchError extends Error {}

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

/** `IMPORT_URL_ALLOW`: comma-separated `host` or `host:port` entries a URL may reach anyway. */
export const parseAllowList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The address to connect to, checked: one the URL's host resolves to that is not internal. */
async function resolveChecked(
  url: URL,
  allow: string[],
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allow.includes(host) || allow.includes(`${host}:${defaultPort(url)}`);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new PhotoFetchError(`no se encontró el servidor «${host}».`);
      });
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address)))
    throw new PhotoFetchError(`la dirección «${host}» es interna y no está permitida.`);
  return addresses[0];
}

function getOnce(url: URL, target: { address: string; family: number }, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*', 'user-agent': 'catalogo-importador/1' },
        // Connect to the address that was checked, not to a second DNS answer.
        lookup: (_host, _opts, callback) => callback(null, target.address, target.family),
      },
      resolve,
    );
    request.on('error', reject);
  });
}

/**
 * Fetches a picture URL from a spreadsheet: http and https only, 10 s in all, the upload size
 * limit, every redirect checked again; any address but a public unicast one (lib/network.ts) is
 * refused unless `allow` lists the host (or host:port).
 */
export async function fetchPhoto(raw: string, allow: string[]): Promise<Buffer> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PhotoFetchError(`«${raw}» no es una dirección válida.`);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new PhotoFetchError(`solo se aceptan direcciones http o https («${raw}»).`);
      const response = await getOnce(url, await resolveChecked(url, allow), signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new PhotoFetchError(`demasiadas redirecciones («${raw}»).`);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new PhotoFetchError(`el servidor respondió ${status} («${raw}»).`);
      }
      if (Number(response.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) {
        response.destroy();
        throw new PhotoFetchError(`la imagen supera ${MAX_IMAGE_SIZE_TEXT} («${raw}»).`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_IMAGE_BYTES) {
          response.destroy();
          throw new PhotoFetchError(`la imagen supera ${MAX_IMAGE_SIZE_TEXT} («${raw}»).`);
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof PhotoFetchError) throw err;
    if (signal.aborted) throw new PhotoFetchError(`la descarga tardó más de 10 s («${raw}»).`);
    throw new PhotoFetchError(`no se pudo descargar «${raw}».`);
  }
}
