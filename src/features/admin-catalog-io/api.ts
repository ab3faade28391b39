import { api } from '@/lib/api';
import type { CatalogIoKind, DryRun, ImportJob } from '@/shared/schemas/catalog-io';

/** The files of an import: the spreadsheet, the optional ZIP of pictures, and their kind. */
export interface ImportFiles {
  kind: CatalogIoKind;
  file: File;
  photos: File | null;
}

const formOf = (files: ImportFiles, extra: Record<string, string>) => {
  const form = new FormData();
  form.append('kind', files.kind);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('file', files.file, files.file.name);
  if (files.photos) form.append('photos', files.photos, files.photos.name);
  return form;
};

/** Long enough for a dry run of 50 000 rows or a large ZIP upload. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The import's calls (src/server/routes/catalog-io.ts). */
const catalogIoApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewImport: build.mutation<DryRun, ImportFiles>({
      query: (files) => ({
        url: '/admin/catalog/import',
        method: 'POST',
        body: formOf(files, { dry_run: 'true' }),
        withToken: true,
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    }),
    startImport: build.mutation<ImportJob, ImportFiles & { token: string }>({
      query: ({ token, ...files }) => ({
        url: '/admin/catalog/import',
        method: 'POST',
        body: formOf(files, { token }),
        withToken: true,
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    }),
    importJob: build.query<ImportJob, number>({
      query: (id) => ({ url: `/admin/catalog/import/${id}`, withToken: true }),
      keepUnusedDataFor: 0,
    }),
    lastImport: build.query<{ job: ImportJob | null }, void>({
      query: () => ({ url: '/admin/catalog/import/last', withToken: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useReviewImportMutation,
  useStartImportMutation,
  useImportJobQuery,
  useLastImportQuery,
} = catalogIoApi;
