/** The record-type model lives in records/declaration/ (DESIGN.md §5); this file keeps the old import path. */
export type {
  ComputedField,
  FieldSpec,
  RecordAction,
  RecordApi,
  RecordCall,
  RecordDeclaration,
  RecordEndpoints,
  RecordType,
  ScopeKind,
  Workflow,
  WorkflowTransition,
} from './records/declaration/record-declaration';
