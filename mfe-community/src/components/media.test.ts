import { mediaKindOf, prepareMedia, releaseMedia, resolveMediaSrc } from './media';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:kept-for-this-visit');
  URL.revokeObjectURL = vi.fn();
});

describe('media', () => {
  it('tells images and videos apart and refuses anything else', async () => {
    expect(mediaKindOf(new File([''], 'a.jpg', { type: 'image/jpeg' }))).toBe('image');
    expect(mediaKindOf(new File([''], 'a.mov', { type: 'video/quicktime' }))).toBe('video');
    expect(await prepareMedia(new File([''], 'notes.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('keeps a video in memory for this visit only, and frees it on release', async () => {
    const video = await prepareMedia(new File(['x'], 'run.mp4', { type: 'video/mp4' }));
    expect(video).toMatchObject({ kind: 'video', fileName: 'run.mp4' });
    expect(video?.src).toMatch(/^memory:/);
    expect(resolveMediaSrc(video?.src ?? '')).toBe('blob:kept-for-this-visit');

    releaseMedia(video?.src ?? '');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kept-for-this-visit');
    // What a reload looks like: the reference no longer resolves.
    expect(resolveMediaSrc(video?.src ?? '')).toBeUndefined();
  });

  it('keeps an image in memory when the browser cannot redraw it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('cannot decode'))),
    );
    const image = await prepareMedia(new File(['x'], 'odd.heic', { type: 'image/heic' }));
    expect(image?.src).toMatch(/^memory:/);
    vi.unstubAllGlobals();
  });

  it('passes data URLs and imported images through unchanged', () => {
    expect(resolveMediaSrc('data:image/webp;base64,AAAA')).toBe('data:image/webp;base64,AAAA');
    expect(resolveMediaSrc('/assets/sunrise.svg')).toBe('/assets/sunrise.svg');
  });
});
