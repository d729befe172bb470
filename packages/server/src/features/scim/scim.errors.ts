/**
 * SCIM's own error answer (RFC 7644 §3.12): `{ schemas: [Error], status: "404", scimType?, detail }`
 * with content type application/scim+json. The SCIM routes answer every failure this way.
 */

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** RFC 7644 Table 9's scimType values this server answers. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimNotFound = (what: string, id: string) => new ScimError(404, `${what} ${id} not found`);
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');

export function scimErrorBody(error: ScimError) {
  return {
    schemas: [ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.detail,
  };
}
