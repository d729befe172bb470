import {
  type TAudience,
  ZAudience,
  ZAudienceCreateRequest,
  ZAudiencesPage,
  ZAudiencesQuery,
  ZAudienceUpdateRequest,
} from '@teamline/shared';
import type { PlaceInput, PlaceKind } from '../places/place-kind.js';
import { presentAudience } from './audiences.presenter.js';

/** Audiences: groups of employees across locations (cooks, drivers) that memos can target. */
export const audienceKind: PlaceKind<'audiences', TAudience, PlaceInput> = {
  table: 'audiences',
  one: 'audience',
  many: 'audiences',
  texts: { notFound: 'Audience not found', duplicate: 'An audience with this name already exists' },
  present: presentAudience,
  schemas: {
    item: ZAudience,
    create: ZAudienceCreateRequest,
    update: ZAudienceUpdateRequest,
    query: ZAudiencesQuery,
    page: ZAudiencesPage,
  },
};
