import { ENTERPRISE_SCHEMA, GROUP_SCHEMA, LIST_SCHEMA, USER_SCHEMA } from './scim.errors.js';
import { MAX_COUNT } from './scim-list.js';

/**
 * The discovery endpoints (RFC 7644 §4): what this server supports, its two resource types and
 * the attributes it keeps of each (RFC 7643 §5–7, cut down to the mapped attributes).
 */

const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RT_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SPC_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: true },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token made by a company admin in Settings › Integration',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [RT_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'An employee of the company',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RT_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'An audience of the company',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

type Attr = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'dateTime' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attr[];
};

function attr(a: Attr): Record<string, unknown> {
  return {
    name: a.name,
    type: a.type,
    multiValued: a.multiValued ?? false,
    description: '',
    required: a.required ?? false,
    caseExact: false,
    mutability: a.mutability ?? 'readWrite',
    returned: 'default',
    uniqueness: a.uniqueness ?? 'none',
    ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
  };
}

const multi = (name: string): Attr => ({
  name,
  type: 'complex',
  multiValued: true,
  subAttributes: [
    { name: 'value', type: 'string' },
    { name: 'type', type: 'string' },
    { name: 'primary', type: 'boolean' },
  ],
});

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: 'User',
    description: 'An employee',
    attributes: [
      { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
      {
        name: 'name',
        type: 'complex',
        subAttributes: [
          { name: 'formatted', type: 'string' },
          { name: 'givenName', type: 'string' },
          { name: 'familyName', type: 'string' },
        ],
      },
      { name: 'displayName', type: 'string' },
      { name: 'title', type: 'string' },
      { name: 'active', type: 'boolean' },
      multi('emails'),
      multi('phoneNumbers'),
      {
        name: 'groups',
        type: 'complex',
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [
          { name: 'value', type: 'string', mutability: 'readOnly' },
          { name: 'display', type: 'string', mutability: 'readOnly' },
        ],
      },
    ] satisfies Attr[],
  },
  {
    id: ENTERPRISE_SCHEMA,
    name: 'EnterpriseUser',
    description: "The department is the name of one of the company's locations",
    attributes: [{ name: 'department', type: 'string' }] satisfies Attr[],
  },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'An audience',
    attributes: [
      { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
      {
        name: 'members',
        type: 'complex',
        multiValued: true,
        subAttributes: [
          { name: 'value', type: 'string', mutability: 'immutable' },
          { name: 'display', type: 'string', mutability: 'readOnly' },
        ],
      },
    ] satisfies Attr[],
  },
];

export function schemas(baseUrl: string) {
  return SCHEMAS.map((s) => ({
    schemas: [SCHEMA_SCHEMA],
    id: s.id,
    name: s.name,
    description: s.description,
    attributes: s.attributes.map((a) => attr(a as Attr)),
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${s.id}` },
  }));
}

export function listOf(resources: unknown[]) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
