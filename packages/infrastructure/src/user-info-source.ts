import type { UserInfo } from '@worksite/contract';

/** The signed-in user as stored (SPEC §3): OrgDataAuthorityType and AuthAreaCode drive every request. */
export interface UserInfoSource {
  /** The stored user info, or undefined before sign-in (or when it does not decode). */
  currentUser(): UserInfo | undefined;
}
/** Injection token of the UserInfoSource port. */
export const UserInfoSource: unique symbol = Symbol.for('UserInfoSource');
