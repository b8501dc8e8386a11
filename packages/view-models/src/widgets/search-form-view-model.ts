import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** A field of a generic search form. */
export interface SearchField {
  readonly key: string;
  readonly label: string;
  /** Shown in the empty input, and as the message when a required field is empty (SPEC §2.10). */
  readonly placeholder: string;
  readonly required?: boolean;
  readonly input?: 'text' | 'select' | 'date' | 'dateRange';
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/** The generic search form (SPEC §2.10): values, required checks whose message is the placeholder. */
@injectable()
export class SearchFormViewModel {
  fields: readonly SearchField[] = [];
  values: Record<string, string> = {};
  errors: Record<string, string | undefined> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The values with empty fields left out: the query to send. */
  get query(): Readonly<Record<string, string>> {
    return Object.fromEntries(Object.entries(this.values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
  }

  configure(fields: readonly SearchField[], initial: Readonly<Record<string, string>> = {}): void {
    this.fields = fields;
    this.values = Object.fromEntries(fields.map((f) => [f.key, initial[f.key] ?? '']));
    this.errors = {};
  }

  setValue(key: string, value: string): void {
    this.values[key] = value;
    if (this.errors[key] !== undefined) this.errors[key] = this.check(key);
  }

  blur(key: string): void {
    this.errors[key] = this.check(key);
  }

  /** Checks every field; the query when valid, else undefined. */
  submit(): Readonly<Record<string, string>> | undefined {
    for (const f of this.fields) this.errors[f.key] = this.check(f.key);
    return this.fields.some((f) => this.errors[f.key] !== undefined) ? undefined : this.query;
  }

  reset(): void {
    this.values = Object.fromEntries(this.fields.map((f) => [f.key, '']));
    this.errors = {};
  }

  private check(key: string): string | undefined {
    const field = this.fields.find((f) => f.key === key);
    if (field === undefined || field.required !== true) return undefined;
    return (this.values[key] ?? '').trim() === '' ? field.placeholder : undefined;
  }
}
