/**
 * Serves the built site from dist/: files with their MIME type, hashed /assets/* cached for a
 * year, pages never cached (a route's prerendered dist/<route>/index.html when the build wrote one, else
 * index.html as the SPA fallback for client routes), gzip/brotli for text, ETag revalidation, and a
 * Content-Security-Policy that allows only this origin plus the API origin and the page's own inline scripts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.wasm']);

/** Smallest body worth compressing, in bytes. */
const MIN_COMPRESS_BYTES = 1024;

/** Cache-Control of content-hashed build output. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Security headers sent with every response of the stand-in. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site needs fullscreen (apple game), clipboard and the share sheet from its own origin; nothing else.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(self), browsing-topics=(), camera=(), clipboard-write=(self), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), web-share=(self), xr-spatial-tracking=()',
};

/** base64 sha256 of every inline `<script>` (no src attribute) of an HTML page, for CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy for the site: self, the API origin, and the inline script hashes. */
export function contentSecurityPolicy(scriptHashes: string[], apiOrigin: string | null): string {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "media-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a URL (`https://x.supabase.co`), or null when absent or not http(s). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

interface CachedFile {
  stamp: string;
  raw: Buffer;
  encoded: Map<string, Buffer>;
}

/** Serves one dist folder. */
export interface StaticSite {
  /** Answers a GET or HEAD for a non-API path. */
  serve(request: Request, pathname: string): Response;
}

/** Creates the site server for `distDir`; `apiOrigin` is added to connect-src. */
export function createStaticSite(distDir: string, apiOrigin: string | null): StaticSite {
  const root = resolve(distDir);
  const cache = new Map<string, CachedFile>();
  const policies = new Map<string, { stamp: string; value: string }>();

  const fileStats = (path: string): Stats | null => {
    try {
      const stats = statSync(path);
      return stats.isFile() ? stats : null;
    } catch {
      return null;
    }
  };

  const read = (path: string, stats: Stats): CachedFile => {
    const stamp = `${stats.size}-${stats.mtimeMs}`;
    const cached = cache.get(path);
    if (cached && cached.stamp === stamp) return cached;
    const fresh = { stamp, raw: readFileSync(path), encoded: new Map<string, Buffer>() };
    cache.set(path, fresh);
    return fresh;
  };

  /** The policy for a page: its own inline scripts' hashes (index.html's stands for every other file). */
  const cspFor = (htmlPath: string, stats: Stats | null): string => {
    const stamp = stats ? `${stats.size}-${stats.mtimeMs}` : 'none';
    const cached = policies.get(htmlPath);
    if (cached && cached.stamp === stamp) return cached.value;
    const html = stats ? read(htmlPath, stats).raw.toString('utf8') : '';
    const fresh = { stamp, value: contentSecurityPolicy(inlineScriptHashes(html), apiOrigin) };
    policies.set(htmlPath, fresh);
    return fresh.value;
  };

  const encode = (file: CachedFile, acceptEncoding: string): { body: Buffer; encoding: string | null } => {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
    if (!encoding || file.raw.length < MIN_COMPRESS_BYTES) return { body: file.raw, encoding: null };
    let body = file.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(file.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(file.raw, { level: 6 });
      file.encoded.set(encoding, body);
    }
    return { body, encoding };
  };

  const respond = (request: Request, path: string, stats: Stats, cacheControl: string, csp: string): Response => {
    const file = read(path, stats);
    const extension = extname(path).toLowerCase();
    const etag = `W/"${file.stamp}"`;
    const headers = new Headers({
      ...BASE_SECURITY_HEADERS,
      'Content-Security-Policy': csp,
      'Cache-Control': cacheControl,
      'Content-Type': MIME_TYPES[extension] ?? 'application/octet-stream',
      ETag: etag,
    });
    if (extension === '.html') headers.set('X-Frame-Options', 'DENY');
    if (COMPRESSIBLE.has(extension)) headers.set('Vary', 'Accept-Encoding');
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const { body, encoding } = COMPRESSIBLE.has(extension) ? encode(file, request.headers.get('accept-encoding') ?? '') : { body: file.raw, encoding: null };
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };

  const plain = (status: number, text: string, csp: string): Response =>
    new Response(text, { status, headers: { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': csp, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });

  return {
    serve(request, pathname) {
      const indexPath = resolve(root, 'index.html');
      const indexStats = fileStats(indexPath);
      const csp = cspFor(indexPath, indexStats);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { ...BASE_SECURITY_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return plain(400, 'Bad request: malformed path', csp);
      }
      if (decoded.includes('\0')) return plain(400, 'Bad request: malformed path', csp);
      // Dot-folders of the build (.vite/manifest.json maps every source file to its chunk) are never served.
      if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return plain(404, 'Not found', csp);
      if (decoded === '/index.html') {
        if (!indexStats) return plain(404, 'The site is not built yet: run `npm run build` (or use `npm start`, which builds first).', csp);
        return respond(request, indexPath, indexStats, 'no-cache', csp);
      }
      const candidate = resolve(root, `.${decoded}`);
      const inside = candidate === root || candidate.startsWith(root + sep);
      if (inside && candidate !== root && candidate !== indexPath) {
        const stats = fileStats(candidate);
        if (stats) {
          const hashed = decoded.startsWith('/assets/');
          return respond(request, candidate, stats, hashed ? IMMUTABLE_CACHE : 'no-cache', extname(candidate).toLowerCase() === '.html' ? cspFor(candidate, stats) : csp);
        }
        // A route the build prerendered (dist/<route>/index.html).
        const pagePath = resolve(candidate, 'index.html');
        const pageStats = pagePath.startsWith(root + sep) ? fileStats(pagePath) : null;
        if (pageStats) return respond(request, pagePath, pageStats, 'no-cache', cspFor(pagePath, pageStats));
      }
      const lastSegment = decoded.slice(decoded.lastIndexOf('/') + 1);
      const wantsPage = !decoded.startsWith('/assets/') && (!lastSegment.includes('.') || (request.headers.get('accept') ?? '').includes('text/html'));
      if (!wantsPage) return plain(404, 'Not found', csp);
      if (!indexStats) return plain(404, 'The site is not built yet: run `npm run build` (or use `npm start`, which builds first).', csp);
      return respond(request, indexPath, indexStats, 'no-cache', csp);
    },
  };
}
