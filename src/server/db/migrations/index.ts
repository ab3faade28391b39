import type { Migration } from 'kysely';
import * as initial from './2026-11-21T0500-initial';
import * as tokenVersion from './2026-11-23T2200-token-version';
import * as catalogSearch from './2026-11-23T2210-catalog-search';
import * as relatedItems from './2026-11-23T2300-related-items';
import * as signInFailures from './2026-11-23T2310-sign-in-failures';
import * as listingIndexes from './2026-11-24T0100-listing-indexes';
import * as searchUnaccent from './2026-11-24T1500-search-unaccent';
import * as catalogImport from './2026-11-25T0230-catalog-import';
import * as demandEvents from './2026-11-25T0300-demand-events';
import * as catalogSpecs from './2026-12-03T0700-catalog-specs';
import * as searchSpecValues from './2026-12-04T1500-search-spec-values';

/** Static list, so migrations work under Jest and in the bundled server alike. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0500-initial': initial,
  '2026-11-23T2200-token-version': tokenVersion,
  '2026-11-23T2210-catalog-search': catalogSearch,
  '2026-11-23T2300-related-items': relatedItems,
  '2026-11-23T2310-sign-in-failures': signInFailures,
  '2026-11-24T0100-listing-indexes': listingIndexes,
  '2026-11-24T1500-search-unaccent': searchUnaccent,
  '2026-11-25T0230-catalog-import': catalogImport,
  '2026-11-25T0300-demand-events': demandEvents,
  '2026-12-03T0700-catalog-specs': catalogSpecs,
  '2026-12-04T1500-search-spec-values': searchSpecValues,
};
