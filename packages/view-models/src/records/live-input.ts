import type { FormInput } from './list-page';

/** How an input reads and changes its form: the text and message of a key, an edit, leaving the field. */
export interface InputState {
  value(key: string): string;
  error(key: string): string | undefined;
  set(key: string, value: string): void;
  blur(key: string): void;
}

/** What an input is, apart from what it reads of its form. */
export type InputSpec = Omit<FormInput, 'value' | 'error' | 'setValue' | 'blur'>;

/**
 * An input of a form as the page renders it: `value` and `error` are getters on the form's state, so only the
 * field's own editor (an observer) re-renders as the user types.
 */
export function liveInput(spec: InputSpec, state: InputState): FormInput {
  return {
    ...spec,
    get value() {
      return state.value(spec.key);
    },
    get error() {
      return state.error(spec.key);
    },
    setValue: (value: string) => state.set(spec.key, value),
    blur: () => state.blur(spec.key),
  };
}

/** The state of a form that holds its texts and messages by key. */
export function keyedState(form: {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  blur(key: string): void;
}, set: (key: string, value: string) => void): InputState {
  return { value: (key) => form.values[key] ?? '', error: (key) => form.errors[key], set, blur: (key) => form.blur(key) };
}
