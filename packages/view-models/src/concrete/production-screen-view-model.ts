import { ApiGateway, Notifier, PAGE, SUBPAGE, endpoints } from '@worksite/contract';
import { hasButton } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PanelDefinition, PanelSource, ScreenDefinition } from '../large-screen/screen-definition';
import { normalisePage } from '@worksite/paging';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { reportFailure } from '../support/failure-message';
import type { PlantChoice } from './tanker-bind-view-model';

const withParams = (source: PanelSource, params: Readonly<Record<string, string | number>>): PanelSource => ({ ...source, params: { ...source.params, ...params } });

/** A screen whose every source also sends `params` (under its own id, so the screen reloads when they change). */
export function screenWithParams(base: ScreenDefinition, params: Readonly<Record<string, string | number>>, idSuffix: string): ScreenDefinition {
  if (Object.keys(params).length === 0) return base;
  const panel = (p: PanelDefinition): PanelDefinition => {
    if (p.kind === 'kpis') return { ...p, items: p.items.map((i) => ({ ...i, source: withParams(i.source, params) })) };
    if ('source' in p && p.source !== undefined) return { ...p, source: withParams(p.source, params) } as PanelDefinition;
    return p;
  };
  return { ...base, id: `${base.id}@${idSuffix}`, panels: base.panels.map(panel) };
}

/**
 * The back-office concrete screens (/ProductionScreen and /ProjectScreen/concrete, docs/decisions/0350): the
 * production screen's panels inside the back office, for every plant of the viewer's scope or the one chosen.
 */
@injectable()
export class ProductionScreenViewModel {
  plants: readonly PlantChoice[] = [];
  /** '' = every plant. */
  plantId = '';

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
  ) {
    makeAutoObservable<ProductionScreenViewModel, 'gateway' | 'notifier' | 'menuAccess'>(this, { gateway: false, notifier: false, menuAccess: false }, { autoBind: true });
  }

  /** The plant choice needs 生产设备's search button (others see every plant of their scope together). */
  get canChoosePlant(): boolean {
    return hasButton(this.menuAccess.menuTree, PAGE.concrete, SUBPAGE.concDevice, 'search');
  }

  /** The plants of the viewer's scope (the choice list), for a holder of 生产设备. */
  async loadPlants(): Promise<void> {
    if (!this.canChoosePlant) return;
    try {
      const answer = await this.gateway.call(endpoints.concDeviceWhereDeviceList, { index: 1, size: 100 } as never);
      const page = normalisePage<Record<string, unknown>>(answer);
      const rows = page.ok ? page.page.rows : [];
      runInAction(() => {
        this.plants = rows.map((r) => ({ id: Number(r.id), name: String(r.plantName ?? '') }));
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    }
  }

  choosePlant(id: string): void {
    this.plantId = id;
  }

  /** `base` narrowed to the chosen plant. */
  screenOf(base: ScreenDefinition): ScreenDefinition {
    return this.plantId === '' ? base : screenWithParams(base, { plantId: Number(this.plantId) }, `plant${this.plantId}`);
  }
}
