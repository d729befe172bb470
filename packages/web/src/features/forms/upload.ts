/** A data: URL's bytes as a Blob (a signature drawn on the canvas, on its way to forms/uploadFile). */
export function dataUrlToBlob(url: string): Blob {
  const [head = '', data = ''] = url.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * A typed name drawn as a signature image (the keyboard's way to sign): the response keeps an
 * image for every signature, as the pad's (decisions.md, Forms web). Null where there is no canvas.
 */
export function typedSignatureImage(name: string, width = 600, height = 180): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return null;
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1a1b1e';
  ctx.font = 'italic 44px "Segoe Script", "Brush Script MT", cursive, serif';
  ctx.textBaseline = 'middle';
  ctx.fillText(name.trim(), 24, height / 2, width - 48);
  return canvas.toDataURL('image/png');
}
