import { TEMPLATE_SECTIONS } from './inspection-template';
import { TEMPLATE_MESSAGES } from './messages';
import { parseQuestionList } from './parse-question-list';
import type { TemplateForm, TemplateFormField } from './template-form';

/** Maximum lengths in characters (chosen: docs/decisions/0033-template-form-rules.md). */
export const TEMPLATE_MAX_LENGTH = { contentName: 50, description: 200 } as const;

/** Outcome of {@link validateTemplateForm}: the first message in SPEC order and a message per field. */
export interface TemplateValidation {
  readonly valid: boolean;
  readonly first: string | undefined;
  readonly errors: Readonly<Partial<Record<TemplateFormField, string>>>;
}

const blank = (s: string | undefined): boolean => (s ?? '').trim() === '';
const length = (s: string): number => Array.from(s.trim()).length;

/**
 * Checks a template form as SPEC §5 orders it: device type, project name, description, name
 * (required, then length), then the four optional lists, which must parse when given.
 */
export function validateTemplateForm(form: TemplateForm): TemplateValidation {
  const errors: Partial<Record<TemplateFormField, string>> = {};
  if (blank(form.deviceType)) errors.deviceType = TEMPLATE_MESSAGES.deviceTypeRequired;
  if (blank(form.projectName)) errors.projectName = TEMPLATE_MESSAGES.projectNameRequired;
  if (blank(form.description)) errors.description = TEMPLATE_MESSAGES.descriptionRequired;
  else if (length(form.description) > TEMPLATE_MAX_LENGTH.description) {
    errors.description = TEMPLATE_MESSAGES.descriptionTooLong;
  }
  if (blank(form.contentName)) errors.contentName = TEMPLATE_MESSAGES.contentNameRequired;
  else if (length(form.contentName) > TEMPLATE_MAX_LENGTH.contentName) {
    errors.contentName = TEMPLATE_MESSAGES.contentNameTooLong;
  }
  for (const info of TEMPLATE_SECTIONS) {
    const parsed = parseQuestionList(form[info.field], info.section);
    if (!parsed.ok) errors[info.field] = parsed.message;
  }
  const order: readonly TemplateFormField[] = [
    'deviceType',
    'projectName',
    'description',
    'contentName',
    ...TEMPLATE_SECTIONS.map((s) => s.field),
  ];
  const first = order.map((f) => errors[f]).find((m) => m !== undefined);
  return { valid: first === undefined, first, errors };
}
