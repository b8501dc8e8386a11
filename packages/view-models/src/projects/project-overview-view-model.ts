import {
  ApiGateway,
  Notifier,
  builderLicenceRecord,
  endpoints,
  finishCheckRecord,
  formatStrWhere,
  qualificationRecord,
  type RecordType,
  type ScreenMapMarker,
  type ScreenPoint,
  type ScreenProjectBrief,
  type ScreenProjectOverview,
} from '@worksite/contract';
import { finishCheckConclusionLabel } from '@worksite/lookups';
import { buttonMap } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { actionEndpoint, callAny, readListAnswer } from '../records/record-calls';
import type { RecordRow } from '../records/record-fields';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { reportFailure } from '../support/failure-message';

/** GetXmgl_tg's answer, its list rows and status points, and GetXmgl_dt's markers, as the contract declares them. */
export type ProjectOverviewAnswer = ScreenProjectOverview;
export type ProjectBrief = ScreenProjectBrief;
export type StatusCount = ScreenPoint;
export type OverviewMarker = ScreenMapMarker;

/** One record kind of the chosen project's papers: held or not, and the lines that summarise it. */
export interface ProjectPapers {
  readonly key: 'builderLicence' | 'qualification' | 'finishCheck';
  readonly title: string;
  /** Menu address of the record page (`/projectManage/qualification`). */
  readonly path: string;
  readonly lines: readonly string[];
}

const PAPER_TYPES: readonly RecordType[] = [builderLicenceRecord, qualificationRecord, finishCheckRecord];
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The summary lines of one kind of project papers, newest first (docs/decisions/0366). */
export function paperLines(type: string, rows: readonly RecordRow[]): string[] {
  if (type === 'builderLicence') return rows.map((r) => `${text(r.licenceNo)}　${text(r.issuingAuthority)}　${text(r.issueDate)}`.trim());
  if (type === 'qualification') return rows.map((r) => `${text(r.orgName)}　${text(r.qualificationType)}${text(r.qualificationGrade)}　有效期至 ${text(r.validUntil) || '—'}`);
  return rows.map((r) => `${text(r.checkDate)}　${finishCheckConclusionLabel(r.conclusion as number)}　${text(r.organiser)}${r.filingNo ? `　备案 ${text(r.filingNo)}` : ''}`);
}

/**
 * 项目概况 (projectManage/taskList; SPEC §2.6: the project profile's back-office page): the projects of the
 * caller's scope in figures (GetXmgl_tg) and on the map (GetXmgl_dt), one project chosen with its permit,
 * qualifications and acceptance — each only when the caller holds that page's search button.
 */
@injectable()
export class ProjectOverviewViewModel {
  overview: ProjectOverviewAnswer | undefined = undefined;
  markers: readonly OverviewMarker[] = [];
  mapCenter: { lng: number; lat: number } | undefined = undefined;
  loading = false;
  selectedId: number | undefined = undefined;
  papers: readonly ProjectPapers[] = [];
  papersLoading = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
  ) {
    makeAutoObservable<ProjectOverviewViewModel, 'gateway' | 'notifier' | 'menuAccess'>(this, { gateway: false, notifier: false, menuAccess: false }, { autoBind: true });
  }

  get projects(): readonly ProjectBrief[] {
    return this.overview?.projects ?? [];
  }

  get selected(): ProjectBrief | undefined {
    return this.projects.find((p) => p.id === this.selectedId);
  }

  /** Count of the projects under construction (status 3). */
  get underConstruction(): number {
    return this.projects.filter((p) => p.status === 3).length;
  }

  /** The record kinds whose search button the caller holds under 项目管理. */
  get paperTypes(): readonly RecordType[] {
    return PAPER_TYPES.filter((rt) => buttonMap(this.menuAccess.menuTree, rt.permission.page, rt.permission.subPage).search);
  }

  /** Loads the figures, the projects and the markers; chooses the first project. */
  async load(): Promise<void> {
    this.loading = true;
    try {
      const [overview, map] = await Promise.all([
        callAny(this.gateway, endpoints.screenGetXmgltg!, {}) as Promise<ProjectOverviewAnswer>,
        callAny(this.gateway, endpoints.screenGetXmgldt!, {}) as Promise<{ center: { lng: number; lat: number } | null; markers: OverviewMarker[] }>,
      ]);
      runInAction(() => {
        this.overview = overview;
        this.markers = map.markers;
        this.mapCenter = map.center ?? undefined;
      });
      const first = overview.projects[0];
      if (first !== undefined && this.selectedId === undefined) await this.select(first.id);
    } catch (error) {
      reportFailure(this.notifier, error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Chooses a project and loads its papers (the kinds the caller may read). */
  async select(id: number): Promise<void> {
    this.selectedId = id;
    this.papersLoading = true;
    try {
      const strWhere = formatStrWhere([{ field: 'project_id', op: '=', value: id }]);
      const papers = await Promise.all(
        this.paperTypes.map(async (rt): Promise<ProjectPapers> => {
          const answer = await callAny(this.gateway, actionEndpoint(rt, 'list')!, { index: 1, size: 20, strWhere });
          const rows = readListAnswer(answer, 1, 20).rows;
          return { key: rt.name as ProjectPapers['key'], title: rt.title, path: `/${rt.permission.page}/${rt.permission.subPage}`, lines: paperLines(rt.name, rows) };
        }),
      );
      runInAction(() => {
        if (this.selectedId === id) this.papers = papers;
      });
    } catch (error) {
      reportFailure(this.notifier, error);
    } finally {
      runInAction(() => {
        this.papersLoading = false;
      });
    }
  }
}
