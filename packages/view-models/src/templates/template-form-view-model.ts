import { ApiGateway, ConfirmDialog, FROMPLAT_PC, Notifier, PAGE_SIZES, endpoints, type FieldInput, type TemplateSavePayload } from '@worksite/contract';
import {
  TEMPLATE_DEVICE_TYPES,
  TEMPLATE_FORM_FIELDS,
  TEMPLATE_MESSAGES,
  buildSavePayload,
  emptyTemplateForm,
  selectProject,
  templateDialogText,
  templateFormFromTemplate,
  validateTemplateForm,
  type ProjectChoice,
  type TemplateForm,
  type TemplateFormField,
  type TemplateFormFieldInfo,
} from '@worksite/templates';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { confirmDiscard } from '../records/form-dirty';
import type { FormDialog, FormInput } from '../records/list-page';
import { liveInput } from '../records/live-input';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { reportedWhile } from '../support/reported-while';
import { toInspectionTemplate } from './to-inspection-template';

/** The dictionary table of the template dialog's choice lists (SPEC §7). */
export const TEMPLATE_DICTIONARY_TABLE = 'routInspManage';

type Mode = 'create' | 'update';

const INPUT: Readonly<Record<TemplateFormFieldInfo['input'], FieldInput>> = {
  select: { type: 'text' },
  text: { type: 'text' },
  textarea: { type: 'multiline', rows: 3 },
};

/** A form's text as `dirty` compares it: every field but the project id the choices fill in. */
const snapshot = (form: TemplateForm): string => JSON.stringify({ ...form, projectId: undefined });

const unique = (items: readonly string[]): string[] => [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];

/**
 * The 新建模板 / 编辑模板 dialog (SPEC §2.8, §5, §8): choice lists from the dictionary (DeviceType,
 * ProjectName) and the project list, checks in SPEC order, 提交成功 / 修改成功 / 新增模板失败 / 修改模板失败.
 */
@injectable()
export class TemplateFormViewModel implements FormDialog {
  /** UI state: the dialog and its mode. */
  open = false;
  mode: Mode = 'create';
  form: TemplateForm = emptyTemplateForm();
  errors: Partial<Record<TemplateFormField, string>> = {};
  deviceTypeDictionary: readonly string[] = [];
  projectNameDictionary: readonly string[] = [];
  projects: readonly ProjectChoice[] = [];
  loading = false;
  saving = false;
  /** The form as the dialog opened (新建: empty; 编辑: the template's), docs/decisions/0591. */
  private opened = '';

  readonly fields: readonly TemplateFormFieldInfo[] = TEMPLATE_FORM_FIELDS;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    makeAutoObservable<TemplateFormViewModel, 'gateway' | 'currentUser' | 'currentCompany' | 'notifier' | 'dialog'>(
      this,
      { gateway: false, currentUser: false, currentCompany: false, notifier: false, dialog: false },
      { autoBind: true },
    );
  }

  /** 新建模板 or 编辑模板. */
  get title(): string {
    return templateDialogText(this.mode).title;
  }

  /** 新增 or 修改. */
  get submitLabel(): string {
    return templateDialogText(this.mode).submit;
  }

  /** Device-type choices: every type the viewer lays out, then the dictionary's, then the current value. */
  get deviceTypeOptions(): readonly string[] {
    return unique([...TEMPLATE_DEVICE_TYPES, ...this.deviceTypeDictionary, this.form.deviceType]);
  }

  /** Project-name choices: the project list's names, then dictionary names, then the current value. */
  get projectNameOptions(): readonly string[] {
    return unique([...this.projects.map((p) => p.projectName), ...this.projectNameDictionary, this.form.projectName]);
  }

  /** The inputs as the record page renders them (the question lists by the checklist editor, docs/decisions/0392). */
  get inputs(): readonly FormInput[] {
    const state = {
      value: (key: string) => String(this.form[key as TemplateFormField] ?? ''),
      error: (key: string) => this.errors[key as TemplateFormField],
      set: (key: string, value: string) => this.setField(key as TemplateFormField, value),
      blur: (key: string) => this.blur(key as TemplateFormField),
    };
    return this.fields.map((info) => {
      const names = info.input !== 'select' ? undefined : info.field === 'deviceType' ? this.deviceTypeOptions : this.projectNameOptions;
      const options = names?.map((n) => ({ value: n, label: n }));
      return liveInput({ key: info.field, label: info.label, input: INPUT[info.input], required: info.required, options }, state);
    });
  }

  /** The first message in SPEC order, if any. */
  get firstError(): string | undefined {
    return this.fields.map((f) => this.errors[f.field]).find((m) => m !== undefined);
  }

  /** Opens an empty 新建模板 dialog (no device type chosen) and loads the choice lists. */
  async openCreate(): Promise<void> {
    this.mode = 'create';
    this.form = emptyTemplateForm();
    this.opened = snapshot(this.form);
    this.errors = {};
    this.open = true;
    await this.loadChoices();
  }

  /** Opens 编辑模板 filled from the template's detail. */
  async openEdit(templateId: number): Promise<boolean> {
    this.mode = 'update';
    this.errors = {};
    return reportedWhile(this, 'loading', this.notifier, async () => {
      const [detail] = await Promise.all([
        this.gateway.call(endpoints.templateDetail, { rec_id: templateId, user_id: this.currentUser.userId ?? 0 }),
        this.loadChoices(),
      ]);
      runInAction(() => {
        this.form = templateFormFromTemplate(toInspectionTemplate(detail));
        this.opened = snapshot(this.form);
        this.open = true;
      });
    });
  }

  close(): void {
    this.open = false;
  }

  /** Holds input not saved: the form differs from what the dialog opened with (docs/decisions/0591). */
  get dirty(): boolean {
    return this.open && snapshot(this.form) !== this.opened;
  }

  /** 取消, ×, Esc: closes; with input not saved, only when the user agrees to drop it. True when closed. */
  async requestClose(): Promise<boolean> {
    if (this.dirty && !(await confirmDiscard(this.dialog))) return false;
    this.close();
    return true;
  }

  /** Edits a field; choosing a project name sets projectId from the matching project (SPEC §5). */
  setField(field: TemplateFormField, value: string): void {
    this.form = field === 'projectName' ? selectProject(this.form, this.projects, value) : { ...this.form, [field]: value };
    if (this.errors[field] !== undefined) this.errors = { ...this.errors, [field]: validateTemplateForm(this.form).errors[field] };
  }

  /** Checks one field as the user leaves it. */
  blur(field: TemplateFormField): void {
    this.errors = { ...this.errors, [field]: validateTemplateForm(this.form).errors[field] };
  }

  /** Checks in SPEC order, then saves. Resolves true when saved (the dialog closes). */
  async submit(): Promise<boolean> {
    const check = validateTemplateForm(this.form);
    this.errors = check.errors;
    if (!check.valid) return false;
    const mode = this.mode;
    const built = buildSavePayload(
      this.form,
      { userId: this.currentUser.userId ?? 0, userName: this.currentUser.userName, companyName: this.currentCompany.companyName, fromplat: FROMPLAT_PC },
      mode,
    );
    const payload: TemplateSavePayload = {
      ...built,
      fromplat: FROMPLAT_PC,
      project_id: Number(built.project_id) || 0,
      rec_id: Number(built.rec_id) || 0,
      user_id: Number(built.user_id) || 0,
    };
    this.saving = true;
    try {
      if (mode === 'create') await this.gateway.call(endpoints.templateCreate, payload);
      else await this.gateway.call(endpoints.templateUpdate, payload);
    } catch {
      this.notifier.error(mode === 'create' ? TEMPLATE_MESSAGES.addFailed : TEMPLATE_MESSAGES.updateFailed);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
    this.notifier.success(mode === 'create' ? TEMPLATE_MESSAGES.addSuccess : TEMPLATE_MESSAGES.updateSuccess);
    runInAction(() => {
      this.open = false;
    });
    return true;
  }

  /** Dictionary group lists (size 999, index 0) for DeviceType and ProjectName, and projects (size 100). */
  async loadChoices(): Promise<void> {
    const dictionary = (fieldName: string) =>
      this.gateway
        .call(endpoints.dictionaryGroupList, {
          index: 0,
          size: PAGE_SIZES.dictionary,
          tableName: TEMPLATE_DICTIONARY_TABLE,
          fieldName,
          fieldValue: '',
          strWhere: '',
        })
        .then((answer) => answer.data.map((o) => o.selContent))
        .catch(() => [] as string[]);
    const projects = this.gateway
      .call(endpoints.projectList, { index: 0, size: PAGE_SIZES.projectChoices })
      .then((answer) => answer.data.map((p) => ({ id: p.id, projectName: p.projectName })))
      .catch(() => [] as ProjectChoice[]);
    const [deviceTypes, projectNames, projectList] = await Promise.all([dictionary('DeviceType'), dictionary('ProjectName'), projects]);
    runInAction(() => {
      this.deviceTypeDictionary = deviceTypes;
      this.projectNameDictionary = projectNames;
      this.projects = projectList;
      if (this.form.projectName !== '' && this.form.projectId === undefined) this.form = selectProject(this.form, projectList, this.form.projectName);
    });
  }
}
