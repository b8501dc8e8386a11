export type { HttpMethod, ButtonName, PermissionRequirement, EndpointAccess, EnvelopeKind, BodyEncoding, Endpoint } from './endpoint';
export type { ScopeKind, FieldSpec, RecordEndpoints, RecordType } from './record-type';
