/*
 * The site's address in the links people share (copied links, the WhatsApp texts, the feeds'
 * addresses shown to the admin): the server's PUBLIC_URL when it was given one (behind a proxy
 * or a domain, the address the browser sees may not be the public one), else the address in use.
 * The server writes it into every page as a meta tag (src/server/plugins/client.ts).
 */

export const SITE_ADDRESS_META = 'agrotec-site-address';

/** The meta tag naming the site's public address; `address` is an http(s) URL without a trailing slash. */
export const siteAddressTag = (address: string) =>
  `<meta name="${SITE_ADDRESS_META}" content="${address.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}">`;

/** The site's address for shared links (browser only). */
export function siteAddress(): string {
  const given = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_ADDRESS_META}"]`);
  return given?.content || window.location.origin;
}
