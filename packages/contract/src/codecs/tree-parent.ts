import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/** A node of the permission-assignment trees (SPEC §3): children arrive as `children` or `subs`. */
export interface TreeParent {
  readonly id: string;
  readonly pId?: string;
  readonly employeePermissionId?: number;
  readonly title?: string;
  readonly children?: TreeParent[];
  readonly subs?: TreeParent[];
}

/** Codec of a tree-parent node (recursive, lenient). */
export const TreeParent: t.Type<TreeParent, unknown, unknown> = t.recursion('TreeParent', () =>
  t.intersection([
    t.type({ id: StringFromStringOrNumber }),
    t.partial({
      pId: maybe(StringFromStringOrNumber),
      employeePermissionId: maybe(NumberFromStringOrNumber),
      title: maybe(t.string),
      children: maybe(t.array(TreeParent)),
      subs: maybe(t.array(TreeParent)),
    }),
  ]),
);
