import sharp from 'sharp';
import { brandColours, drawSampleArt, initialsOf, parseSampleArt } from './sample-art';

describe('sample art', () => {
  it('takes initials from names, skipping symbols and small words', () => {
    expect(initialsOf('Smith & Partners Injury Law')).toBe('SP');
    expect(initialsOf('Maria Gonzalez')).toBe('MG');
    expect(initialsOf('The Bay Area Towing')).toBe('BA');
    expect(initialsOf('Bayfront')).toBe('B');
    expect(initialsOf('')).toBe('?');
  });

  it('gives the ten sample providers ten different brand colours', () => {
    const colours = Array.from({ length: 10 }, (_, i) => brandColours(`demo-${i + 1}`)[0]);
    expect(new Set(colours).size).toBe(10);
  });

  it('reads the kind and owner from the value', () => {
    expect(parseSampleArt('sample-art:demo-1-logo/300/300')).toMatchObject({
      kind: 'logo',
      owner: 'demo-1',
      width: 300,
    });
    expect(parseSampleArt('sample-art:demo-4-post-3/600/400')).toMatchObject({
      kind: 'photo',
      owner: 'demo-4',
      variant: 3,
    });
    expect(
      parseSampleArt('sample-art:5a3b1e00-0000-4000-8000-000000000001-avatar/150/150'),
    ).toMatchObject({ kind: 'avatar', owner: '5a3b1e00-0000-4000-8000-000000000001' });
  });

  it('draws PNGs of the asked size, the same bytes every time', async () => {
    const value = 'sample-art:demo-2-banner/1610/320';
    const bytes = await drawSampleArt(value);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1610, 320]);
    expect((await drawSampleArt(value)).equals(bytes)).toBe(true);
    const logo = await drawSampleArt('sample-art:demo-2-logo/300/300', () => 'Bayfront Spine');
    const noName = await drawSampleArt('sample-art:demo-2-logo/300/300', () => 'Other Name');
    expect(logo.equals(noName)).toBe(false);
  });
});
