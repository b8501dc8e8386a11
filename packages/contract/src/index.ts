export type { HttpMethod, ButtonName, PermissionRequirement, EndpointAccess, EnvelopeKind, BodyEncoding, Endpoint } from './endpoint';
