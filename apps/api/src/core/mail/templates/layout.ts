/** The frame every e-mail shares: plain text and a simple HTML page saying the same. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: every value a person typed (a reason, a company name) goes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface EmailBody {
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  /** The call to action: its label and absolute address. */
  link: { label: string; url: string };
  /** Why the reader gets this message and how to stop it. */
  footer: string;
}

export function renderText(body: EmailBody): string {
  return [...body.paragraphs, `${body.link.label}: ${body.link.url}`, '--', body.footer].join('\n\n') + '\n';
}

export function renderHtml(title: string, body: EmailBody): string {
  const paragraphs = body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const url = escapeHtml(body.link.url);
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs}
<p><a href="${url}">${escapeHtml(body.link.label)}</a></p>
<p style="font-size: 12px; color: #616e7c;">${escapeHtml(body.footer)}</p>
</body>
</html>
`;
}
