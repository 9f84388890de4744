import {
  AD_DURATIONS_DAYS,
  AD_PLACEMENTS,
  AD_PRICE_PER_PLACEMENT_USD,
  type AdPlacement,
  type TCampaign,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import {
  CampaignList,
  campaignCheckoutUrl,
  goToCheckout,
  payCampaignWithSavedCard,
  paymentsKeys,
  useDeleteSavedCard,
  useSavedCards,
  PAYMENTS_TEXT,
} from '../../payments';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney, useT } from '../../../lib/i18n';
import { createCampaign, useOwnProviderId } from '../api/tools';
import { ToolsLayout } from '../components/tools-layout';
import { toolsMessages } from '../i18n';
import { NoProviderProfile } from './my-profile';

/** A placement's name in the current language ('Main Page'). */
export const placementLabel = (placement: AdPlacement) =>
  toolsMessages.t(`ads.placement.${placement}`);
/** Whole dollars as money in the current language ('$50'). */
const dollars = (amount: number) => formatMoney(amount * 100);
type Duration = (typeof AD_DURATIONS_DAYS)[number];

interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/** 'Confirm & Pay $50' for a new card, 'Pay $50 with VISA •••• 4242' for a saved one (spec 2). */
export function payLabel(total: number, card: SavedCard | null): string {
  return card
    ? toolsMessages.t('ads.paySaved', {
        total: dollars(total),
        brand: card.brand.toUpperCase(),
        last4: card.last4,
      })
    : toolsMessages.t('ads.payNew', { total: dollars(total) });
}

export function PaymentDialog({
  open,
  onOpenChange,
  providerId,
  total,
  busy,
  error,
  onPay,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  providerId: string;
  total: number;
  busy: boolean;
  error: string | null;
  /** The saved card chosen (its payment method id), or null for a new card. */
  onPay: (cardId: string | null) => void;
}) {
  // Saved cards are the customer's real payment methods at Stripe (decision 0031).
  const saved = useSavedCards(providerId, open);
  const remove = useDeleteSavedCard(providerId);
  const cards: SavedCard[] = saved.data ?? [];
  const [chosen, setSelected] = useState<string | null>(null);
  const name = useId();
  const t = useT(toolsMessages);
  // The first saved card is chosen until the person picks (spec: selection moves to the first
  // remaining card, or New Card when none is left).
  const selected =
    chosen === 'new' ? 'new' : (cards.find((c) => c.id === chosen)?.id ?? cards[0]?.id ?? 'new');
  const card = cards.find((c) => c.id === selected) ?? null;
  const option = (checked: boolean) =>
    cn(
      'flex flex-1 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm',
      checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ads.dialogTitle')}
      description={card ? PAYMENTS_TEXT.payDialogSavedCard : PAYMENTS_TEXT.payDialogNewCard}
      className="max-w-lg"
    >
      <form
        aria-label={t('ads.paymentForm')}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onPay(card?.id ?? null);
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('ads.payWith')}</legend>
          <label className={option(selected === 'new')}>
            <input
              type="radio"
              name={name}
              checked={selected === 'new'}
              onChange={() => setSelected('new')}
              className="accent-brand-700"
            />
            {t('ads.newCard')}
          </label>
          {saved.isPending && (
            <Skeleton aria-label={PAYMENTS_TEXT.loadingCards} className="h-12 w-full rounded-lg" />
          )}
          {cards.map((c) => (
            <div key={c.id} className="flex items-center gap-2">
              <label className={option(selected === c.id)}>
                <input
                  type="radio"
                  name={name}
                  checked={selected === c.id}
                  onChange={() => setSelected(c.id)}
                  className="accent-brand-700"
                />
                {PAYMENTS_TEXT.savedCardLabel(c.brand, c.last4)}
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={PAYMENTS_TEXT.deleteCardLabel(c.brand, c.last4)}
                loading={remove.isPending && remove.variables === c.id}
                onClick={() => {
                  if (selected === c.id) setSelected(null);
                  remove.mutate(c.id);
                }}
              >
                {PAYMENTS_TEXT.deleteCard}
              </Button>
            </div>
          ))}
        </fieldset>
        {selected === 'new' && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t('ads.newCardNote')}
          </p>
        )}
        {(error ?? remove.error?.message) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error ?? remove.error?.message}
          </p>
        )}
        <Button type="submit" loading={busy}>
          {payLabel(total, card)}
        </Button>
      </form>
    </Dialog>
  );
}

/** /advertisement (spec 2, 9): duration, placements, $25 per placement, then the payment dialog. */
export function AdvertisementPage() {
  const id = useOwnProviderId();
  const [duration, setDuration] = useState<Duration>(3);
  const [placements, setPlacements] = useState<AdPlacement[]>(['main', 'search']);
  const [paying, setPaying] = useState(false);
  const [saved, setSaved] = useState<TCampaign | null>(null);
  // Saved first (pending payment), then paid on the checkout page; a campaign whose
  // checkout could not start stays saved and is paid from the same dialog.
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(false);
  const create = useMutation({
    mutationFn: async (cardId: string | null) => {
      const campaign = saved ?? (await createCampaign(id!, { durationDays: duration, placements }));
      setSaved(campaign);
      if (cardId) {
        // A saved card pays here, off-session at the server's price; no checkout page.
        await payCampaignWithSavedCard(id!, campaign.id, cardId);
        return null;
      }
      return campaignCheckoutUrl(id!, campaign.id);
    },
    onSuccess: async (url) => {
      if (url) {
        goToCheckout(url);
        return;
      }
      setPaying(false);
      setSaved(null);
      setPaid(true);
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.campaigns(id!) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.campaigns(id!) }),
  });
  const durationName = useId();
  const t = useT(toolsMessages);
  if (!id) return <NoProviderProfile />;
  const chosen = AD_PLACEMENTS.filter((p) => placements.includes(p));
  const total = chosen.length * AD_PRICE_PER_PLACEMENT_USD;
  const toggle = (p: AdPlacement) => {
    setSaved(null);
    setPlacements((list) => (list.includes(p) ? list.filter((x) => x !== p) : [...list, p]));
  };
  const box = (on: boolean) =>
    cn(
      'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium',
      on
        ? 'border-brand-600 bg-brand-50 text-slate-900'
        : 'border-slate-300 bg-white text-slate-700',
    );
  return (
    <ToolsLayout title={t('ads.title')}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('ads.duration')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {AD_DURATIONS_DAYS.map((d) => (
            <label key={d} className={box(duration === d)}>
              <input
                type="radio"
                name={durationName}
                checked={duration === d}
                onChange={() => {
                  setSaved(null);
                  setDuration(d);
                }}
                className="accent-brand-700"
              />
              {t('ads.durationOption', { days: d })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('ads.placements')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {AD_PLACEMENTS.map((p) => (
            <label key={p} className={box(placements.includes(p))}>
              <input
                type="checkbox"
                checked={placements.includes(p)}
                onChange={() => toggle(p)}
                className="accent-brand-700"
              />
              {placementLabel(p)}
              <span className="ml-auto text-slate-600">{dollars(AD_PRICE_PER_PLACEMENT_USD)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-slate-800">
          {t('ads.durationOption', { days: duration })}
          {chosen.length > 0 ? ` · ${chosen.map(placementLabel).join(' + ')}` : ''} ·{' '}
          <strong>{t('ads.total', { total: dollars(total) })}</strong>
        </p>
        <Button disabled={chosen.length === 0} onClick={() => setPaying(true)}>
          {t('ads.start')}
        </Button>
      </div>
      {chosen.length === 0 && <p className="text-sm text-slate-600">{t('ads.choosePlacement')}</p>}
      {paid && !saved && (
        <p role="status" className="rounded-lg bg-green-100 p-3 text-sm text-green-900">
          {PAYMENTS_TEXT.campaignPaid}
        </p>
      )}
      {saved && (
        <p role="status" className="rounded-lg bg-green-100 p-3 text-sm text-green-900">
          {t('ads.savedPending', { days: saved.durationDays, total: dollars(saved.total) })}
        </p>
      )}
      <CampaignList providerId={id} />
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        providerId={id}
        total={total}
        busy={create.isPending}
        error={create.error?.message ?? null}
        onPay={(cardId) => create.mutate(cardId)}
      />
    </ToolsLayout>
  );
}
