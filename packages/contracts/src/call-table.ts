import type { z } from 'zod';
import type { RoleName } from '@client-admin/domain/roles';

/**
 * The call table's entries. A call is an operation's method, path (as the seeds spell it, with
 * {name} parameters) and who may call it; it has no zod in it, so the first screen can call the
 * API without loading the schemas. An operation is a call with its schemas; the API registers
 * its routes from operations, the browser calls through them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallAccess {
  /** No bearer token needed. */
  public?: boolean;
  /** The path parameter that holds a client id, when it is not named clientId. */
  clientParam?: string;
  /**
   * Roles of which the caller needs one (the Everest role passes); absent: any signed-in user,
   * a client user only for its own client.
   */
  roles?: readonly RoleName[];
}

export interface Call<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  method: Method;
  path: Path;
  /** The area (module and feature name) the call belongs to; its OpenAPI tag. */
  area: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: CallAccess;
}

export interface OperationSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** Other statuses the handler may answer with the same schema (a 201 on create, a 503). */
  otherStatuses?: readonly number[];
}

export type Operation<C extends Call = Call, S extends OperationSchemas = OperationSchemas> = C & S;

/** The calls of one area: `const call = callsOf('logins')`, then `call('GET', '/api/...', ...)`. */
export function callsOf(area: string) {
  return <const Method extends HttpMethod, const Path extends string>(
    method: Method,
    path: Path,
    summary: string,
    access: CallAccess = {},
  ): Call<Method, Path> => ({ method, path, area, summary, access });
}

export function operation<C extends Call, const S extends OperationSchemas>(
  call: C,
  schemas: S,
): Operation<C, S> {
  return { ...call, ...schemas };
}

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values a call's path needs, by name. */
export type PathParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<Path>, string | number>;

/** The call's path with its parameters filled in and encoded. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The router's spelling of a call's path: {name} becomes :name. */
export function routerPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

export type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
export type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
