/** The record-type model lives in records/declaration/ (DESIGN.md §5); this file keeps the old import path. */
export type {
  ComputedField,
  DeclaredField,
  FieldSpec,
  RecordAction,
  RecordApi,
  RecordCall,
  RecordDeclaration,
  RecordEndpoints,
  RecordType,
  ScopeKind,
  ServedApi,
  ServedCall,
  Workflow,
  WorkflowTransition,
} from './records/declaration/record-declaration';
export type { CallWire, FieldWire, RecordWire } from './records/declaration/record-wire';
