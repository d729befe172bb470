import { Typography } from '@mantine/core';

/**
 * A memo's rich content. The server sanitizes every memo's HTML on the way in (sanitize-html:
 * no scripts, handlers or foreign URLs; decisions.md, Memos), which is the only reason this
 * renders it as HTML. Never pass it text that did not come from the memo API.
 */
export function MemoHtml({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (see above) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
