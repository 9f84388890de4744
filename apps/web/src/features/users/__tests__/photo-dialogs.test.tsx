import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

// jsdom decodes no images and sends no multipart requests: the pixel size and the upload
// are stood in for here; the real ones run in Chromium in the end-to-end suite.
const upload = vi.hoisted(() => ({
  dimensions: { width: 400, height: 400 } as { width: number; height: number } | null,
  uploadImage: vi.fn(async (_file: File, options?: { onProgress?: (f: number) => void }) => {
    options?.onProgress?.(0.5);
    return '/api/files/new-photo.webp';
  }),
}));
vi.mock('../../../lib/upload', () => ({
  imageDimensions: async () => upload.dimensions,
  uploadImage: upload.uploadImage,
}));

const MB = 1024 * 1024;
const file = (size: number, type = 'image/png', name = 'photo.png') =>
  new File([new Uint8Array(size)], name, { type });

let profileUpdates: unknown[] = [];
beforeEach(() => {
  profileUpdates = [];
  upload.dimensions = { width: 400, height: 400 };
  upload.uploadImage.mockClear();
  localStorage.setItem('hasVisited', 'true');
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/auth/profile-update')) {
        profileUpdates.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { user: {} } });
      }
      return session(input, init);
    }),
  );
  setToken('good.token.here');
});
afterEach(() => vi.unstubAllGlobals());

async function openPhotoDialog() {
  await renderApp('/me');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile Photo' }));
  return screen.findByRole('dialog', { name: 'Edit Profile Photo' });
}

describe('Edit Profile Photo on /me', () => {
  it('shows the page with name and member-since year', async () => {
    await renderApp('/me');
    expect(await screen.findByRole('heading', { name: 'Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByText(/Member since 2026/)).toBeInTheDocument();
  });

  it('says Please select an image when saving with none, or for a file that is not an image', async () => {
    const dialog = await openPhotoDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select an image')).toBeInTheDocument();
    const input = screen.getByLabelText('Edit Profile Photo: choose an image');
    await userEvent.upload(input, file(10, 'application/pdf', 'x.pdf'), { applyAccept: false });
    expect(await screen.findByText('Please select an image')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(upload.uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a picture under 300x300 and one over 5 MB with the spec messages', async () => {
    await openPhotoDialog();
    const input = screen.getByLabelText('Edit Profile Photo: choose an image');
    upload.dimensions = { width: 299, height: 800 };
    await userEvent.upload(input, file(1000));
    expect(await screen.findByText('Image must be at least 300x300 px')).toBeInTheDocument();
    upload.dimensions = { width: 400, height: 400 };
    await userEvent.upload(input, file(5 * MB + 1));
    expect(await screen.findByText('Image must be no larger than 5 MB')).toBeInTheDocument();
  });

  it('previews, uploads, saves the issued url and closes', async () => {
    await openPhotoDialog();
    await userEvent.upload(
      screen.getByLabelText('Edit Profile Photo: choose an image'),
      file(2000),
    );
    expect(
      await screen.findByRole('img', { name: 'Preview of the new picture' }),
    ).toBeInTheDocument();
    const updated = vi.fn();
    window.addEventListener('profile-updated', updated);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload.uploadImage).toHaveBeenCalledTimes(1);
    expect(profileUpdates).toEqual([{ profilePicture: '/api/files/new-photo.webp' }]);
    expect(updated).toHaveBeenCalled();
    window.removeEventListener('profile-updated', updated);
  });

  it('shows the server message when the upload fails', async () => {
    upload.uploadImage.mockRejectedValueOnce(new Error('File size too large. Maximum size is 5MB'));
    await openPhotoDialog();
    await userEvent.upload(
      screen.getByLabelText('Edit Profile Photo: choose an image'),
      file(2000),
    );
    await screen.findByRole('img', { name: 'Preview of the new picture' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File size too large. Maximum size is 5MB')).toBeInTheDocument();
    expect(profileUpdates).toEqual([]);
  });
});

describe('Edit Profile Banner on /me', () => {
  async function openBanner() {
    await renderApp('/me');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Banner' }));
    return screen.findByRole('dialog', { name: 'Edit Profile Banner' });
  }

  it('refuses over 4 MB, warns off 1610x320 but still saves', async () => {
    await openBanner();
    const input = screen.getByLabelText('Edit Profile Banner: choose an image');
    upload.dimensions = { width: 1610, height: 320 };
    await userEvent.upload(input, file(4 * MB + 1));
    expect(await screen.findByText('Maximum file size: 4 MB')).toBeInTheDocument();
    upload.dimensions = { width: 1200, height: 500 };
    await userEvent.upload(input, file(3 * MB));
    expect(
      await screen.findByText('Recommended size is 1610x320 px; other sizes may be cropped'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Profile Banner on My Page' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Profile Banner on My Page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(profileUpdates).toEqual([{ bannerPicture: '/api/files/new-photo.webp' }]),
    );
  });

  it('needs an image while the banner is shown; switched off, it removes the banner', async () => {
    await openBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select an image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Profile Banner on My Page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profileUpdates).toEqual([{ bannerPicture: null }]));
  });
});
