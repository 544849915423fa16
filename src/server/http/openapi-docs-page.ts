/**
 * GET /api/docs: the OpenAPI document as one readable page that works offline (no scripts, nothing from a CDN):
 * operations grouped by tag with method, path, summary, parameters, and request and response JSON schemas.
 */
import { escapeHtml as e, htmlDocument } from './html-page.ts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, ResponseOrRef } from './openapi-document.ts';

const PAGE_STYLES = `
body { max-width: 72rem; margin: 0 auto; }
nav ul { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; list-style: none; padding: 0; }
a { color: var(--accent); }
h2 { margin-top: 2rem; border-bottom: 1px solid var(--border); padding-bottom: .25rem; }
article { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: .75rem 1rem;
  margin: 0 0 1rem; }
h3 { font-size: 1rem; margin: 0 0 .5rem; display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
h4 { font-size: .9rem; margin: .75rem 0 .25rem; }
.method { font: 700 .75rem/1.6 ui-monospace, monospace; padding: 0 .45rem; border-radius: 4px;
  border: 1px solid currentColor; text-transform: uppercase; }
.method-get { color: var(--accent); } .method-post { color: var(--success); }
.method-patch, .method-put { color: var(--other); } .method-delete { color: var(--failure); }
pre { background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: .5rem .75rem;
  overflow: auto; max-height: 28rem; margin: .25rem 0; }
ul.responses { list-style: none; padding: 0; margin: 0; }
ul.responses > li { margin: .2rem 0; }
`;

/** A one-line reading of a parameter's schema: type, allowed values, default and limits. */
export function schemaSummary(schema: JsonSchema): string {
  const parts: string[] = [];
  const type = schema.type ?? (schema.anyOf as JsonSchema[] | undefined)?.map((s) => s.type).join(' | ');
  if (type) parts.push(Array.isArray(type) ? type.join(' | ') : String(type));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (typeof schema.minimum === 'number') parts.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number') parts.push(`≤ ${schema.maximum}`);
  if (typeof schema.minLength === 'number') parts.push(`at least ${schema.minLength} characters`);
  if (typeof schema.maxLength === 'number') parts.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ') || 'any';
}

/** Description text, with its `code` spans (CommonMark, as OpenAPI descriptions are) shown as code. */
const prose = (text: string) => e(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (label: string, schema: JsonSchema) =>
  `<details><summary>${e(label)}</summary><pre>${e(JSON.stringify(schema, null, 2))}</pre></details>`;

/** Inlines `#/components/schemas/…` references so each block reads on its own. */
function inlineRefs(document: OpenApiDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(document, item));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return document.components.schemas[ref.slice('#/components/schemas/'.length)] ?? schema;
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineRefs(document, value)]));
}

function parametersTable(operation: OpenApiOperation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${e(p.name)}</code></th><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${e(schemaSummary(p.schema))}${p.description ? ` — ${e(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return (
    `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th>` +
    `<th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function responseItem(status: string, response: ResponseOrRef): string {
  if ('$ref' in response) {
    // Shared errors are described once, at the end of the page.
    const name = response.$ref.split('/').pop()!;
    return `<li><strong>${status}</strong> — <a href="#error-${e(name)}">${e(name)}</a></li>`;
  }
  const schema = response.content?.['application/json']?.schema;
  return (
    `<li><strong>${status}</strong> — ${e(response.description)}` +
    (schema ? schemaBlock(`Response ${status} schema`, schema) : '') +
    '</li>'
  );
}

function operationArticle(path: string, method: string, operation: OpenApiOperation) {
  const body = operation.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => responseItem(status, response))
    .join('');
  return `<article id="${e(operation.operationId)}" aria-labelledby="${e(operation.operationId)}-title">
<h3 id="${e(operation.operationId)}-title"><span class="method method-${e(method)}">${e(method)}</span> <code>${e(path)}</code> <span>${e(operation.summary)}</span></h3>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p class="muted">${operation.security.length ? 'Bearer token required.' : 'Public: no token needed.'}</p>
${parametersTable(operation)}
${body ? `<h4>Request body${operation.requestBody?.required ? '' : ' (optional)'}</h4>${schemaBlock('Request body schema (application/json)', body)}` : ''}
<h4>Responses</h4><ul class="responses">${responses}</ul>
</article>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(document.tags.map(({ name }) => [name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // Under its first tag only, so each operation (and its anchor) appears once.
      const tag = operation.tags[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationArticle(path, method, operation));
    }
  }
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = [...byTag.keys()].map((tag) => `<li><a href="#${slug(tag)}">${e(tag)}</a></li>`).join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, articles]) =>
        `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${e(tag)}</h2>${articles.join('\n')}</section>`,
    )
    .join('\n');
  const errors = Object.entries(document.components.responses)
    .map(
      ([name, response]) =>
        `<article id="error-${e(name)}"><h3>${e(name)}</h3><p>${prose(response.description)}</p>` +
        schemaBlock(
          `${name} schema`,
          inlineRefs(document, response.content?.['application/json']?.schema ?? {}) as JsonSchema,
        ) +
        '</article>',
    )
    .join('\n');
  const { info } = document;
  return htmlDocument({
    title: `${info.title} — documentation`,
    styles: PAGE_STYLES,
    body: `<header><h1>${e(info.title)} <span class="muted">${e(info.version)}</span></h1>
<p>${prose(info.description)}</p>
<p>OpenAPI ${e(document.openapi)} document: <a href="/api/schema">/api/schema</a></p></header>
<nav aria-label="Tags"><ul>${nav}<li><a href="#shared-errors">Shared errors</a></li></ul></nav>
<main>
${sections}
<section aria-labelledby="shared-errors"><h2 id="shared-errors">Shared errors</h2>
${errors}
</section>
</main>`,
  });
}
