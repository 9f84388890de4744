import { describe, expect, it } from 'vitest';
import { checkReply, SAFE_REPLIES } from './reply-check.js';

const kinds = (text: string, category: string) => checkReply(text, category).map((w) => w.kind);

describe('checkReply (decision 0030)', () => {
  it.each([
    'We are considering a lawsuit over this review.',
    'This is defamation and will be treated as such.',
    'Our attorney will contact you shortly.',
    'We will sue if this stays up.',
    'Expect legal action.',
    'Take it down or we will see you in court.',
    'You will receive a cease and desist letter.',
  ])('warns about a threat in any category: %s', (text) => {
    for (const category of ['Auto Body Shops', 'Law Firms', 'Chiropractors'])
      expect(kinds(text, category)).toContain('threat');
  });

  it('does not see threats in ordinary replies', () => {
    for (const text of [
      'Thank you for your kind words, we are glad we could help with the repair.',
      'We are sorry to hear this. Please call our office so we can make it right.',
      'Issues happen; we pursue every case with care.',
    ])
      expect(kinds(text, 'Auto Body Shops')).toEqual([]);
  });

  it('warns medical providers about dates, diagnoses and treatment details', () => {
    for (const text of [
      'You came in on 3/14 and left early.',
      'Your MRI showed nothing unusual.',
      'On March 3rd you were seen by our doctor.',
      'Your treatment plan was explained twice.',
      'Your diagnosis was whiplash.',
      'You missed three appointments.',
    ])
      expect(kinds(text, 'Medical Facilities')).toEqual(['patient_details']);
    expect(kinds('Your MRI showed nothing unusual.', 'MRI/Imaging Centers')).toEqual([
      'patient_details',
    ]);
    // The same words are no health information at a body shop.
    expect(kinds('Your treatment plan was explained twice.', 'Auto Body Shops')).toEqual([]);
  });

  it('warns lawyers about case facts, amounts and advice', () => {
    for (const text of [
      'Your case was weak from the start.',
      'We settled for $25,000, which was a good result.',
      'We advised you not to post on social media.',
      'The insurer offered more than you asked.',
      'You signed the fee agreement.',
    ])
      expect(kinds(text, 'Law Firms')).toEqual(['client_details']);
    expect(kinds('Thank you for your feedback; please call us to talk.', 'Law Firms')).toEqual([]);
  });

  it('answers what matched and a safe reply for each warning', () => {
    const [threat, details] = checkReply(
      'Our attorney will contact you. Your settlement of $10,000 was fair.',
      'Law Firms',
    );
    expect(threat).toEqual({
      kind: 'threat',
      matches: ['attorney will contact'],
      suggestion: SAFE_REPLIES.threat,
    });
    expect(details!.kind).toBe('client_details');
    expect(details!.matches).toEqual(expect.arrayContaining(['Your settlement', '$10,000']));
    // The safe replies themselves raise nothing.
    for (const [kind, reply] of Object.entries(SAFE_REPLIES))
      expect(kinds(reply, kind === 'patient_details' ? 'Chiropractors' : 'Law Firms')).toEqual([]);
  });
});
