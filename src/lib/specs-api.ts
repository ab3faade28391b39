import type { Spec } from '@/shared/schemas/specs';
import { groupIdOf, type Resource } from '@/shared/catalog';
import { api } from './api';

export type { Spec };

/**
 * The address of a group's specifications under /api, the group named by its id (as the lists
 * are): the same one for the page's call, the prerender and 'Guardar sin conexión'.
 */
export const groupSpecsPath = (resource: Resource, group: number | string) =>
  `/specs/${resource}/${groupIdOf(resource, group)}`;

/**
 * The cache key of a group's specifications, the group by id (a url path becomes its id): a
 * listing, an item's page and a comparison of the same group share one answer.
 */
export const groupSpecsArg = (resource: Resource, group: number | string) => ({
  resource,
  group: groupIdOf(resource, group),
});

const specsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A category's or service type's specifications, in order. */
    groupSpecs: build.query<{ specs: Spec[] }, { resource: Resource; group: number | string }>({
      query: ({ resource, group }) => groupSpecsPath(resource, group),
      // An admin's edit of a group's list clears every public read of the catalogue.
      providesTags: (_r, _e, { resource }) => [
        { type: resource === 'products' ? 'Product' : 'Service', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  endpoints: specsEndpoints,
  useGroupSpecsQuery,
  usePrefetch: useSpecsPrefetch,
} = specsApi;
