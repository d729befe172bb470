import {
  type TLocation,
  ZLocation,
  ZLocationCreateRequest,
  ZLocationsPage,
  ZLocationsQuery,
  ZLocationUpdateRequest,
} from '@teamline/shared';
import type { PlaceInput, PlaceKind } from '../places/place-kind.js';
import { presentLocation } from './locations.presenter.js';

/** A location is a place with a time zone: its memos and reports keep that zone's calendar. */
export const locationKind: PlaceKind<'locations', TLocation, PlaceInput & { timezone: string }> = {
  table: 'locations',
  one: 'location',
  many: 'locations',
  texts: { notFound: 'Location not found', duplicate: 'A location with this name already exists' },
  present: presentLocation,
  schemas: {
    item: ZLocation,
    create: ZLocationCreateRequest,
    update: ZLocationUpdateRequest,
    query: ZLocationsQuery,
    page: ZLocationsPage,
  },
};
