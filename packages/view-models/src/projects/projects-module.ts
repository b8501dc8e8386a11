import { ContainerModule } from 'inversify';
import { ProjectOverviewViewModel } from './project-overview-view-model';

/** 项目概况: loaded with its page's lazy chunk (docs/decisions/0326, 0366). */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(ProjectOverviewViewModel).toSelf().inTransientScope();
});
