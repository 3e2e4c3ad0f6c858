/**
 * The one handler table: `{[method]: (input) => Promise<output>}` shared by
 * Electron IPC and the web host. `dispatch` validates every payload with the
 * contract's zod schema (API_INPUTS) before any service runs; unknown methods
 * are refused. Handlers stay thin: validate, call a service, return data.
 */
import { API_INPUTS, type ApiMethod, type ApiOutputs } from '../../shared/ipc/contract';
import { ApiError } from '../app/errors';
import type { AppContext } from '../app/context';
import { fileHandlers } from './files';
import { engineHandlers } from './engine';
import { storeHandlers } from './stores';
import { claudeHandlers } from './claude';
import { packagingHandlers } from './packaging';
import { matrixHandlers } from './matrix';
import { placeHandlers } from './place';

/** Input after zod parsing (defaults applied). */
export type ParsedInput<M extends ApiMethod> = import('zod').output<(typeof API_INPUTS)[M]>;
export type HandlerTable = { [M in ApiMethod]: (input: ParsedInput<M>) => Promise<ApiOutputs[M]> };

/** Build the table over one app context. */
export function createHandlers(ctx: AppContext): HandlerTable {
  return { ...fileHandlers(ctx), ...engineHandlers(ctx), ...storeHandlers(ctx), ...claudeHandlers(ctx), ...packagingHandlers(ctx), ...matrixHandlers(ctx), ...placeHandlers(ctx) };
}

/** True for a method name in the contract (own property, so `__proto__` and friends are not). */
export function isApiMethod(m: string): m is ApiMethod {
  return Object.prototype.hasOwnProperty.call(API_INPUTS, m);
}

/** Validate `input` for `method` and run its handler. Throws ApiError on unknown methods and invalid input. */
export function createDispatch(table: HandlerTable): (method: string, input: unknown) => Promise<unknown> {
  return async (method, input) => {
    if (!isApiMethod(method)) throw new ApiError('unknown-method', `unknown method "${method}"`, 404);
    const parsed = API_INPUTS[method].safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path, code: i.code, message: i.message }));
      throw new ApiError('invalid-input', `invalid input for ${method}: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`, 400, issues);
    }
    const handler = table[method] as (i: unknown) => Promise<unknown>;
    return handler(parsed.data);
  };
}
