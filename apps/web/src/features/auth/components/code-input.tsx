import { CONFIRMATION_CODE_LENGTH } from '@app/contracts';
import { ClipboardEvent, KeyboardEvent, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';

/**
 * Five one-digit boxes: digits only, typing moves on, Backspace moves back, a pasted code
 * fills every box. `onComplete` fires when all five are filled (auto-submit).
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  disabled,
  invalid,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const t = useT(authMessages);
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const update = (next: string[], focus: number | null) => {
    onChange(next);
    if (focus !== null) refs.current[Math.min(focus, CONFIRMATION_CODE_LENGTH - 1)]?.focus();
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    if (!digit && value !== '') return; // not a digit: ignore
    const next = [...digits];
    next[index] = digit;
    update(next, digit ? index + 1 : null);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      refs.current[index - 1]?.focus();
    }
    if (event.key === 'ArrowLeft' && index > 0) refs.current[index - 1]?.focus();
    if (event.key === 'ArrowRight' && index < CONFIRMATION_CODE_LENGTH - 1)
      refs.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData
      .getData('text')
      .replace(/\D/g, '')
      .slice(0, CONFIRMATION_CODE_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    const next = Array.from({ length: CONFIRMATION_CODE_LENGTH }, (_, i) => pasted[i] ?? '');
    update(next, pasted.length);
  };

  return (
    <div role="group" aria-label={t('codeGroup')} className="flex justify-center gap-2">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => setDigit(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={1}
          disabled={disabled}
          aria-label={t('codeDigit', { index: index + 1, total: CONFIRMATION_CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          className={`size-12 rounded-lg border text-center text-xl font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:size-14 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
        />
      ))}
    </div>
  );
}
