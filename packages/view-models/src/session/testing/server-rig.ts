import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { SessionViewModel } from '../session-view-model';
import { createInfrastructureRig, type InfrastructureRig } from '../../testing/test-container';
import { sessionViews } from './session-views';

/** A signed-in view-model container on the real server: the rig, its session view-models and the sign-in outcome. */
export interface ServerRig extends InfrastructureRig, ReturnType<typeof sessionViews> {
  readonly session: SessionViewModel;
  readonly ok: boolean;
}

/**
 * Every view-model module on the real server's HTTP API (the infrastructure module; page reloads ignored),
 * signed in as `userName` through the session view-model, as the login page does. `ok` says whether the
 * sign-in succeeded; tests of refused sign-ins read it, the others expect it.
 */
export async function serverRig(baseUrl: string, userName: string, password = 'Demo@2026'): Promise<ServerRig> {
  const rig = createInfrastructureRig(infrastructureModule({ baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  const session = rig.container.get(SessionViewModel);
  const ok = await session.login({ userName, password });
  return { ...rig, session, ...sessionViews(rig.container), ok };
}
