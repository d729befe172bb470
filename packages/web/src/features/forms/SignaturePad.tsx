import { Button, Group, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedSignatureImage } from './upload';

interface SignaturePadProps {
  id: string;
  label: string;
  /** A signature already given (editing a response): shown until it is cleared. */
  existingUrl?: string | null;
  /** A PNG data URL of the signature, or null once it is cleared. */
  onSign: (image: string | null) => void;
  error?: string;
  description?: string;
  required?: boolean;
  busy?: boolean;
}

const WIDTH = 600;
const HEIGHT = 180;

/**
 * A signature: drawn with a finger, pen or mouse on a canvas, or — for keyboards and screen
 * readers, which cannot draw — the signer's name typed, which becomes the signature's image
 * (decisions.md, Forms web).
 */
export function SignaturePad({
  id,
  label,
  existingUrl,
  onSign,
  error,
  description,
  required,
  busy,
}: SignaturePadProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [showExisting, setShowExisting] = useState(Boolean(existingUrl));
  const [typed, setTyped] = useState('');
  const drawing = useRef(false);
  const drawn = useRef(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) / (rect.width || WIDTH)) * WIDTH,
      y: ((e.clientY - rect.top) / (rect.height || HEIGHT)) * HEIGHT,
    };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#1a1b1e';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
    drawn.current = true;
  };
  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onSign(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    setTyped('');
    setShowExisting(false);
    onSign(null);
  };
  const signTyped = () => {
    if (!typed.trim()) return onSign(null);
    onSign(typedSignatureImage(typed));
  };
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text component="span" id={`${id}-label`} size="sm" fw={600}>
        {label}
        {required && (
          <Text component="span" c="red.9" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {description && (
        <Text size="xs" c="gray.7">
          {description}
        </Text>
      )}
      {showExisting && existingUrl ? (
        <Group gap="sm" align="center">
          <Image
            src={existingUrl}
            alt={t('forms.signature.signed', { label })}
            maw={300}
            radius="sm"
            bd="1px solid gray.4"
          />
          <Button size="compact-sm" variant="subtle" onClick={clear}>
            {t('forms.signature.clear')}
          </Button>
        </Group>
      ) : (
        <>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) => {
              setMode(v === 'type' ? 'type' : 'draw');
              clear();
            }}
            data={[
              { value: 'draw', label: t('forms.signature.draw') },
              { value: 'type', label: t('forms.signature.type') },
            ]}
            aria-label={t('forms.signature.how', { label })}
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'draw' ? (
            <>
              <canvas
                ref={canvas}
                width={WIDTH}
                height={HEIGHT}
                role="img"
                aria-label={t('forms.signature.pad', { label })}
                aria-describedby={describedBy}
                onPointerDown={start}
                onPointerMove={move}
                onPointerUp={end}
                onPointerLeave={end}
                style={{
                  width: '100%',
                  maxWidth: WIDTH,
                  aspectRatio: `${WIDTH} / ${HEIGHT}`,
                  border: `1px solid ${error ? 'var(--mantine-color-red-9)' : 'var(--mantine-color-gray-6)'}`,
                  borderRadius: 'var(--mantine-radius-md)',
                  background: 'white',
                  touchAction: 'none',
                }}
              />
              <Group gap="xs">
                <Text size="xs" c="gray.7">
                  {t('forms.signature.hint')}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={clear}>
                  {t('forms.signature.clear')}
                </Button>
              </Group>
            </>
          ) : (
            <TextInput
              id={id}
              label={t('forms.signature.typedLabel')}
              description={t('forms.signature.typedHint')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onBlur={signTyped}
              aria-describedby={describedBy}
              autoComplete="name"
              disabled={busy}
            />
          )}
        </>
      )}
      {error && (
        <Text id={errorId} size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
