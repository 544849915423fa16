/**
 * The few HTML pages the API serves itself (the embedded dashboard, the API docs): escaping, one document
 * shell with light and dark colours, and the headers that keep such a page self-contained.
 */
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Colours of both schemes as custom properties; pages style with `var(--…)` only. */
const BASE_STYLES = `
:root { color-scheme: light dark; --bg: #ffffff; --surface: #f4f5f7; --text: #1b1d21; --muted: #565b64;
  --border: #d5d8de; --accent: #2557c7; --success: #1d7a45; --failure: #b8321b; --other: #6b7280; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #16181d; --surface: #20232a; --text: #e9eaee; --muted: #a8adb7; --border: #3a3e47;
    --accent: #7aa5ff; --success: #4cc38a; --failure: #ff8a75; --other: #a2a8b3; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 1.5rem; background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 0 0 .75rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); }
table { border-collapse: collapse; margin: .5rem 0 0; }
caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
th, td { border: 1px solid var(--border); padding: .25rem .6rem; text-align: left; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85rem; }
summary { cursor: pointer; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`;

export function htmlDocument({ title, styles = '', body }: { title: string; styles?: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLES}${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * Sends a page that loads nothing from anywhere (no scripts, no external styles or images). `frameAncestors`
 * lists who may frame it; without it the app's default `x-frame-options: DENY` stays.
 */
export function sendHtml(reply: FastifyReply, status: number, html: string, frameAncestors?: readonly string[]) {
  const policy = ["default-src 'none'", "style-src 'unsafe-inline'", "base-uri 'none'", "form-action 'none'"];
  if (frameAncestors) {
    reply.removeHeader('x-frame-options');
    // Origins come from configuration; anything that could break out of the directive is dropped.
    const origins = frameAncestors.filter((origin) => /^[^\s;,']+$/.test(origin));
    policy.push(`frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`);
  } else {
    policy.push("frame-ancestors 'none'");
  }
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', policy.join('; '))
    .header('cache-control', 'no-store')
    .send(html);
}
