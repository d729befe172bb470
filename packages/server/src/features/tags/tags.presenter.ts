import type { TTag } from '@teamline/shared';
import type { TagRow } from '../../db/schema.js';

export const presentTag = (row: TagRow): TTag => ({ id: row.id, title: row.title });
