import type { FastifyInstance } from 'fastify';
import { mountAccountCalls } from './account-calls';
import { mountLogin } from './login';
import { mountPasswordCalls } from './password-calls';
import { mountRegister } from './register-call';
import { mountTokenCalls } from './token-calls';

/** Session area: login (both variants), getToken, logout, password change, register, user info, company switch. */
export function mountSessionArea(app: FastifyInstance): void {
  mountLogin(app);
  mountTokenCalls(app);
  mountPasswordCalls(app);
  mountRegister(app);
  mountAccountCalls(app);
}
