/**
 * One frontmatter key as a profile knows it. The same table drives
 * validation, Monaco hover and completion, and the JSON Schema (house style §10).
 */
import type { ProfileId } from '../types';

export type FieldType = 'string' | 'boolean' | 'string-or-list' | 'list' | 'enum' | 'string-or-number' | 'map' | 'any';

export interface FieldSpec {
  /** The YAML key, e.g. `disable-model-invocation`. */
  key: string;
  type: FieldType;
  /** Allowed values for enums (and suggested values for open fields such as `allowed-tools`). */
  values?: string[];
  /** Whether `values` is the complete set (enum) or only suggestions. */
  closed?: boolean;
  /** Maximum length in characters, when the profile sets one. */
  maxLength?: number;
  /** Required by this profile. */
  required?: boolean;
  /** Default value as the harness applies it, in words or JSON. */
  default?: string;
  /** Markdown hover text: what the key does in this harness (cite the reference section). */
  doc: string;
  /** Profiles that read and honour the key. */
  honouredBy: ProfileId[];
  /** Monaco snippet inserted on completion (`${1:placeholder}` syntax). */
  snippet?: string;
}
