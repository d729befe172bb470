import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAudience,
  TAudiencesPage,
  TDevice,
  TFlag,
  TLocation,
  TLocationsPage,
  TTag,
} from '@teamline/shared';
import { ApiError, api, download } from './http';
import { userKeys } from './user';

/** Settings › places: locations, audiences, tags, devices, flags and reports (spec §7). */

export type PlaceKind = 'location' | 'audience';

/** A row of either list: audiences have no time zone. */
export type PlaceRow = TAudience & { timezone?: string };

export interface PageQuery {
  page: number;
  terms: string;
  sort_by?: 'name' | 'created_at';
  sort_direction?: 'asc' | 'desc';
}

export interface LocationInput {
  name: string;
  timezone: string;
}
export interface AudienceInput {
  name: string;
}

export const placeKeys = {
  all: (companyId: number) => ['company', companyId, 'places'] as const,
  list: (companyId: number, kind: PlaceKind, query: PageQuery) =>
    ['company', companyId, 'places', kind, 'list', query] as const,
  one: (companyId: number, kind: PlaceKind, id: number) =>
    ['company', companyId, 'places', kind, id] as const,
  tags: (companyId: number) => ['company', companyId, 'places', 'tags'] as const,
  devices: (companyId: number) => ['company', companyId, 'places', 'devices'] as const,
};

/** Logs the spec §8 text ('cannot create location', ...) and re-throws, so the form still shows it. */
async function logged<T>(text: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(text, error);
    throw error;
  }
}

export const placesApi = {
  locations: (companyId: number, query: PageQuery) =>
    api.get<TLocationsPage>('locations', { company_id: companyId, ...query }),
  location: (companyId: number, id: number) =>
    api.get<TLocation>('company/location', { company_id: companyId, id }),
  createLocation: (companyId: number, body: LocationInput) =>
    logged(
      'cannot create location',
      api.post<TLocation>('company/location', { company_id: companyId, ...body }),
    ),
  updateLocation: (companyId: number, id: number, body: LocationInput) =>
    logged(
      'cannot update location',
      api.put<TLocation>('company/location', { company_id: companyId, id, ...body }),
    ),
  deleteLocation: (companyId: number, id: number) =>
    logged('cannot delete location', api.delete<null>('company/location', { company_id: companyId, id })),

  audiences: (companyId: number, query: PageQuery) =>
    api.get<TAudiencesPage>('audiences', { company_id: companyId, ...query }),
  audience: (companyId: number, id: number) =>
    api.get<TAudience>('company/audience', { company_id: companyId, id }),
  createAudience: (companyId: number, body: AudienceInput) =>
    logged(
      'cannot create audience',
      api.post<TAudience>('company/audience', { company_id: companyId, ...body }),
    ),
  updateAudience: (companyId: number, id: number, body: AudienceInput) =>
    logged(
      'cannot update audience',
      api.put<TAudience>('company/audience', { company_id: companyId, id, ...body }),
    ),
  deleteAudience: (companyId: number, id: number) =>
    logged('cannot delete audience', api.delete<null>('company/audience', { company_id: companyId, id })),

  tags: (companyId: number) => api.get<TTag[]>('tags/list', { company_id: companyId }),
  createTag: (companyId: number, title: string) =>
    api.post<TTag>('tags/create', { company_id: companyId, title }),
  updateTag: (companyId: number, id: number, title: string) =>
    api.put<TTag>('tags/update', { company_id: companyId, id, title }),
  deleteTag: (companyId: number, id: number) =>
    api.delete<null>('tags/delete', { company_id: companyId, id }),

  devices: (companyId: number) => api.get<TDevice[]>('company/devices', { company_id: companyId }),
  renameDevice: (companyId: number, id: number, name: string) =>
    api.put<TDevice>('company/device', { company_id: companyId, id, name }),
  removeDevice: (companyId: number, id: number) =>
    api.delete<null>('company/device', { company_id: companyId, id }),

  saveFlags: (companyId: number, flags: TFlag[]) =>
    api.post<TFlag[]>('settings/flags', { company_id: companyId, flags }),

  /** Weekly logins as CSV or text; resolves to the saved file name. */
  weeklyLogins: (companyId: number, format: 'csv' | 'text') =>
    download(
      'POST',
      format === 'csv' ? 'company/reports/weekly-login' : 'company/reports/weekly-login-text',
      format === 'csv' ? 'weekly-logins report.csv' : 'weekly-logins report.txt',
      { body: { company_id: companyId } },
    ),
};

export function usePlacesPage(companyId: number, kind: PlaceKind, query: PageQuery) {
  return useQuery({
    queryKey: placeKeys.list(companyId, kind, query),
    queryFn: async () => {
      if (kind === 'location') {
        const page = await placesApi.locations(companyId, query);
        return { ...page, items: page.locations as PlaceRow[] };
      }
      const page = await placesApi.audiences(companyId, query);
      return { ...page, items: page.audiences as PlaceRow[] };
    },
    placeholderData: keepPreviousData,
  });
}

/** A missing record (404) is final; other failures get one more try. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

export function useLocation(companyId: number, id: number | null) {
  return useQuery({
    queryKey: placeKeys.one(companyId, 'location', id ?? 0),
    queryFn: () => placesApi.location(companyId, id as number),
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

export function useAudience(companyId: number, id: number | null) {
  return useQuery({
    queryKey: placeKeys.one(companyId, 'audience', id ?? 0),
    queryFn: () => placesApi.audience(companyId, id as number),
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/** Refreshes the place lists and the company details, which carry locations and audiences too. */
function useRefreshPlaces(companyId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: placeKeys.all(companyId) }),
      qc.invalidateQueries({ queryKey: userKeys.company(companyId) }),
    ]);
}

/** After a delete: forget the deleted record (refetching it would only 404), then refresh the rest. */
function useRefreshAfterDelete(companyId: number, kind: PlaceKind) {
  const qc = useQueryClient();
  const refresh = useRefreshPlaces(companyId);
  return (_: unknown, id: number) => {
    qc.removeQueries({ queryKey: placeKeys.one(companyId, kind, id) });
    // Not awaited: the page leaves the deleted record at once instead of waiting for the lists.
    void refresh();
  };
}

export function useLocationActions(companyId: number) {
  const onSuccess = useRefreshPlaces(companyId);
  const onDeleted = useRefreshAfterDelete(companyId, 'location');
  return {
    create: useMutation({
      mutationFn: (body: LocationInput) => placesApi.createLocation(companyId, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: LocationInput & { id: number }) =>
        placesApi.updateLocation(companyId, id, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => placesApi.deleteLocation(companyId, id),
      onSuccess: onDeleted,
    }),
  };
}

export function useAudienceActions(companyId: number) {
  const onSuccess = useRefreshPlaces(companyId);
  const onDeleted = useRefreshAfterDelete(companyId, 'audience');
  return {
    create: useMutation({
      mutationFn: (body: AudienceInput) => placesApi.createAudience(companyId, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: AudienceInput & { id: number }) =>
        placesApi.updateAudience(companyId, id, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => placesApi.deleteAudience(companyId, id),
      onSuccess: onDeleted,
    }),
  };
}

export function useTags(companyId: number) {
  return useQuery({ queryKey: placeKeys.tags(companyId), queryFn: () => placesApi.tags(companyId) });
}

export function useTagActions(companyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: placeKeys.tags(companyId) });
  return {
    create: useMutation({ mutationFn: (title: string) => placesApi.createTag(companyId, title), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, title }: { id: number; title: string }) => placesApi.updateTag(companyId, id, title),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => placesApi.deleteTag(companyId, id), onSuccess }),
  };
}

export function useDevices(companyId: number) {
  return useQuery({ queryKey: placeKeys.devices(companyId), queryFn: () => placesApi.devices(companyId) });
}

export function useDeviceActions(companyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: placeKeys.devices(companyId) });
  return {
    rename: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) => placesApi.renameDevice(companyId, id, name),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => placesApi.removeDevice(companyId, id), onSuccess }),
  };
}

/** Saving flags refreshes the company details, so the side nav (Files) follows at once. */
export function useSaveFlags(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (flags: TFlag[]) => placesApi.saveFlags(companyId, flags),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.company(companyId) }),
  });
}

export function useWeeklyLoginDownload(companyId: number) {
  return useMutation({ mutationFn: (format: 'csv' | 'text') => placesApi.weeklyLogins(companyId, format) });
}
