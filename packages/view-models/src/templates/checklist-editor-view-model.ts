import {
  TEMPLATE_SECTIONS,
  addGroup,
  addOption,
  addQuestion,
  buildRecordViewerLayout,
  parseQuestionList,
  removeGroup,
  removeOption,
  removeQuestion,
  renameGroup,
  renameOption,
  renameQuestion,
  sectionInfo,
  serialiseQuestionList,
  type Question,
  type TemplateForm,
  type TemplateFormField,
  type TemplateSection,
  type TemplateSectionInfo,
  type ViewerSection,
} from '@worksite/templates';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { TemplateFormViewModel } from './template-form-view-model';

/** What the editor needs of the template dialog: its form text and the way to change a field. */
export interface ChecklistForm {
  readonly form: TemplateForm;
  setField(field: TemplateFormField, value: string): void;
}

/**
 * The structured checklist editor of 新建模板 / 编辑模板 (issue 11, docs/decisions/0392): the four question lists
 * as groups → questions → answer options instead of JSON text, with a live preview of the SPEC §2.9 viewer.
 * The form keeps the question-list text; every edit writes `serialiseQuestionList` of the edited list back,
 * so the save payload is the same SPEC text as before. A list the editor cannot read shows its message and
 * its text to fix or clear. Resolved with the template list, over the same TemplateFormViewModel (request scope,
 * templates-module.ts); the templates area loads with the record pages, not with the back office.
 */
@injectable()
export class ChecklistEditorViewModel {
  /** UI state: the section being edited. */
  activeSection: TemplateSection = 'inspection';

  readonly sections: readonly TemplateSectionInfo[] = TEMPLATE_SECTIONS;

  constructor(@inject(TemplateFormViewModel) private readonly owner: ChecklistForm) {
    makeAutoObservable<ChecklistEditorViewModel, 'owner'>(this, { owner: false }, { autoBind: true });
  }

  private get info(): TemplateSectionInfo {
    return sectionInfo(this.activeSection);
  }

  /** The active list's text as the form holds it. */
  get text(): string {
    return this.owner.form[this.info.field];
  }

  private get parsed() {
    return parseQuestionList(this.text, this.activeSection);
  }

  /** The active list's groups; [] when its text cannot be read. */
  get questions(): readonly Question[] {
    const parsed = this.parsed;
    return parsed.ok ? parsed.questions : [];
  }

  /** 巡检内容格式不正确 … when the active list's text cannot be read. */
  get error(): string | undefined {
    const parsed = this.parsed;
    return parsed.ok ? undefined : parsed.message;
  }

  /** How many questions a section has (shown on its tab). */
  questionCount(section: TemplateSection): number {
    const parsed = parseQuestionList(this.owner.form[sectionInfo(section).field], section);
    return parsed.ok ? parsed.questions.reduce((n, q) => n + q.content.length, 0) : 0;
  }

  /** The SPEC §2.9 viewer's table of the active list, styled by the chosen device type. */
  get preview(): ViewerSection | undefined {
    const layout = buildRecordViewerLayout({ deviceType: this.owner.form.deviceType, [this.info.field]: this.text });
    return layout.sections.find((s) => s.section === this.activeSection);
  }

  select(section: TemplateSection): void {
    this.activeSection = section;
  }

  /** Replaces unreadable text (the raw field shown beside the message). */
  setText(text: string): void {
    this.owner.setField(this.info.field, text);
  }

  private apply(edit: (questions: readonly Question[]) => readonly Question[]): void {
    if (this.error !== undefined) return;
    this.owner.setField(this.info.field, serialiseQuestionList(edit(this.questions)));
  }

  addGroup(): void {
    this.apply(addGroup);
  }
  renameGroup(g: number, name: string): void {
    this.apply((q) => renameGroup(q, g, name));
  }
  removeGroup(g: number): void {
    this.apply((q) => removeGroup(q, g));
  }
  addQuestion(g: number): void {
    this.apply((q) => addQuestion(q, g));
  }
  renameQuestion(g: number, i: number, name: string): void {
    this.apply((q) => renameQuestion(q, g, i, name));
  }
  removeQuestion(g: number, i: number): void {
    this.apply((q) => removeQuestion(q, g, i));
  }
  addOption(g: number, i: number): void {
    this.apply((q) => addOption(q, g, i));
  }
  renameOption(g: number, i: number, k: number, name: string): void {
    this.apply((q) => renameOption(q, g, i, k, name));
  }
  removeOption(g: number, i: number, k: number): void {
    this.apply((q) => removeOption(q, g, i, k));
  }
}
