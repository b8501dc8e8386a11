import { ContainerModule } from 'inversify';
import { ProductionScreenViewModel } from './production-screen-view-model';

/**
 * The back-office concrete screens' view-model (/ProductionScreen, /ProjectScreen/concrete; docs/decisions/0350),
 * loaded with the large screens (their chunk renders the panels) — in a file of its own, apart from the record
 * pages' concrete actions, so the screen chunk does not pull the record declarations.
 */
export const concreteScreenModule = new ContainerModule(({ bind }) => {
  bind(ProductionScreenViewModel).toSelf().inTransientScope();
});
