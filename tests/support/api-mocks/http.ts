/**
 * The pieces every handler module of the mocked API shares: the API's address, DRF's error bodies, the three state
 * handlers (`pending`, `failing`, `answering`), DRF paging and the search match the reference API does.
 */
import { searchKeyOf } from '../../../src/shared/searchKey.ts';
import { isPhoneLikeTerm, searchDigits } from '../../../src/shared/phone.ts';
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type JsonBodyType,
  type RequestHandler,
} from 'msw';
import { z } from 'zod';
import { apiBaseUrl } from '../../../src/api/config.ts';
import { splitKey, type ApiCalls } from '../../../src/shared/contracts/endpoint.ts';
import type { AccountDetail, AccountListItem, Page, Reference } from '../../../src/shared/accounts.ts';
import { PAGE_SIZE } from '../../../src/shared/constants.ts';
import { apiErrorCodes } from '../../../src/shared/apiTexts.ts';
import { zodFieldErrors } from '../../../src/shared/drf.ts';
import { drfTexts } from '../../../src/shared/drfTexts.ts';
import { contracts } from './contracts.ts';

/** A path of the API (as src/api writes it, e.g. `/account_admin/:id`) at the address the console calls. */
export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;

type Call = keyof ApiCalls;

/**
 * The mocked answer to a call declared in src/shared/contracts, by its key: the resolver gets the path ids (as
 * the text they are in the address) and the body as the contract types them, and answers the contract's response
 * or an error body. A success is held to the contract's response schema as it goes out: an answer the real API
 * could not give fails the story or test that asked for it (a 500 saying what is wrong), rather than passing a
 * screen against an API that does not exist. (`answering` sends an answer off the contract on purpose.)
 */
export function on<K extends Call>(
  key: K,
  resolver: HttpResponseResolver<
    { [Name in keyof ApiCalls[K]['params']]: string },
    ApiCalls[K]['body'] extends DefaultBodyType ? ApiCalls[K]['body'] : never,
    ApiCalls[K]['response'] | JsonBodyType
  >,
): RequestHandler {
  const checked: HttpResponseResolver<never, never, JsonBodyType> = async (info) =>
    heldToContract(key, await (resolver as HttpResponseResolver<never, never, JsonBodyType>)(info));
  return handle(key, checked);
}

/**
 * A request body read as the API reads it, with its call's schema (src/shared): what the handler gets, or the 400
 * with DRF's field errors that the API would answer.
 */
export function readAs<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | Response {
  const read = schema.safeParse(body);
  return read.success ? read.data : HttpResponse.json({ ...zodFieldErrors(read.error) }, { status: 400 });
}

/** The answer as it is when it is one the contract allows (or not a success); else a 500 that says why not. */
async function heldToContract<R>(key: Call, answer: R): Promise<R | Response> {
  const schema = contracts[key].response;
  if (!(answer instanceof Response) || !answer.ok || schema === null) return answer;
  if (!answer.headers.get('content-type')?.includes('json')) return answer;
  const checked = schema.safeParse(await answer.clone().json());
  if (checked.success) return answer;
  const problem = `The mocked ${key} answered what its contract does not allow: ${z.prettifyError(checked.error)}`;
  console.error(problem);
  return HttpResponse.json(errorBody(problem, 'mock_off_contract'), { status: 500 });
}

/** The handler of a declared call's method and address (its types checked by the callers above). */
function handle(key: Call, resolver: HttpResponseResolver<never, never, JsonBodyType>): RequestHandler {
  const { method, path } = splitKey(key);
  return http[method.toLowerCase() as Lowercase<typeof method>](apiUrl(path), resolver);
}

/** DRF's `{detail, code}` error body. */
export const errorBody = (detail: string, code: string) => ({ detail, code });
const serverError = errorBody(drfTexts.serverError, apiErrorCodes.serverError);
export const notFound = () => HttpResponse.json(errorBody(drfTexts.notFound, apiErrorCodes.notFound), { status: 404 });
/** DRF's answer to a page past the end. */
export const invalidPage = () =>
  HttpResponse.json(errorBody(drfTexts.invalidPage, apiErrorCodes.notFound), { status: 404 });

/** A call that never answers: the screen stays loading, or saving. */
export function pending(key: Call): RequestHandler {
  return handle(key, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A call that fails: by default a 500 with DRF's server error body. */
export function failing(key: Call, status = 500, body: JsonBodyType = serverError): RequestHandler {
  return handle(key, () => HttpResponse.json(body, { status }));
}

/** A call that answers with this body (the contract's response, or an answer off it that a screen must survive). */
export function answering(key: Call, body: JsonBodyType, status = 200): RequestHandler {
  return handle(key, () => HttpResponse.json(body, { status }));
}

/**
 * The page of `items` that the request at `url` asks for (its `page`, 1 without one) in DRF's shape, or null past
 * the end (answer `invalidPage()` then). Its links are the request's own address with another page, as the API's
 * (page 1 without the parameter).
 */
export const page = <T>(items: T[], url: string, size = PAGE_SIZE): Page<T> | null => {
  const number = Number(new URL(url).searchParams.get('page') ?? 1);
  const start = (number - 1) * size;
  if (number > 1 && start >= items.length) return null;
  const link = (n: number) => {
    const target = new URL(url);
    if (n === 1) target.searchParams.delete('page');
    else target.searchParams.set('page', String(n));
    return target.toString();
  };
  return {
    count: items.length,
    next: start + size < items.length ? link(number + 1) : null,
    previous: number > 1 ? link(number - 1) : null,
    results: items.slice(start, start + size),
  };
};

/** The reference API's search: case-insensitive containment. */
/** A search as the API matches text: whatever the case and the accents (search_key). */
export const matches = (text: string | null | undefined, search: string) =>
  searchKeyOf(text ?? '').includes(searchKeyOf(search));

/** A phone-like search as the API matches a number: by its digits, the country code of a pasted number dropped. */
export const matchesPhone = (number: string, search: string) =>
  isPhoneLikeTerm(search) && number.replace(/\D/g, '').includes(searchDigits(search));

export const byId = <T extends Reference>(items: readonly T[], id: number | null | undefined): Reference | null => {
  const item = items.find((i) => i.id === id);
  return item ? { id: item.id, name: item.name } : null;
};

/**
 * What `apiHandlers` shares with the area modules (./tcr/): the accounts it holds in detail, the account list's rows
 * and the next free id. Writes of one module are seen by the reads of another through these.
 */
export interface MockContext {
  accounts: Map<number, AccountDetail>;
  list: AccountListItem[];
  nextId: () => number;
}
